import type { StatementLine } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, intOrNull, rowsOf } from '../../db/rows-of.ts';
import { currentStatementSql } from './current-statements.ts';
import { amongPeople, type LinesByPerson } from './month-lines.ts';

type Raw = Record<string, unknown>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Correction of Bonus: contest: was $250.00, now $200.00" / "…: removed". */
export function correctionExplanation(original: string, wasCents: number, nowCents: number) {
  const change =
    nowCents === 0
      ? 'removed'
      : `was ${usd.format(wasCents / 100)}, now ${usd.format(nowCents / 100)}`;
  return `Correction of ${original}: ${change}`;
}

/**
 * Each person's corrections (unordered), landing in `firstOpen`: for every split and adjustment
 * frozen in a current closed statement, what the statements accounted for it (its frozen line
 * plus the corrections frozen since) against what it is now (the split's amount, the live
 * adjustment's, 0 once deleted). A closed statement never changes, so a difference is paid or
 * taken back in the first open month, pointing at the frozen line. Amounts only: a record
 * moved to another date keeps the month it was frozen in.
 */
export async function correctionLines(
  db: Db,
  organizationId: number,
  people: readonly number[],
  firstOpen: string,
): Promise<LinesByPerson> {
  // Compared in the query, so only the changed keys come back (a few, against every frozen
  // line of every closed month); the ids are parsed under CASE so no join reads `adjustment:`
  // as a split id.
  const rows = await rowsOf<Raw>(
    db,
    sql`WITH frozen AS (
        SELECT st.month, st.user_id, sl.statement_line_id, sl.key, sl.amount_cents
        FROM statements st JOIN statement_lines sl ON sl.statement_id = st.statement_id
        WHERE st.organization_id = ${organizationId} AND ${amongPeople(sql`st.user_id`, people)}
          AND ${currentStatementSql()}
      ), accounted AS (
        SELECT user_id, key, sum(cents) AS cents,
          CASE WHEN key LIKE 'split:%' THEN substr(key, 7)::int END AS split_id,
          CASE WHEN key LIKE 'adjustment:%' THEN substr(key, 12)::int END AS adjustment_id
        FROM (
          SELECT user_id, CASE WHEN key LIKE 'correction:%' THEN substr(key, 12) ELSE key END AS key,
            amount_cents AS cents
          FROM frozen
          WHERE key LIKE 'split:%' OR key LIKE 'adjustment:%' OR key LIKE 'correction:%'
        ) AS keyed
        GROUP BY user_id, key
      ), changed AS (
        SELECT a.user_id, a.key, a.cents AS was_cents,
          coalesce(x.amount_cents, j.amount_cents, 0) AS now_cents
        FROM accounted a
        LEFT JOIN commission_splits x ON x.commission_split_id = a.split_id
          AND x.organization_id = ${organizationId} AND x.user_id = a.user_id
        LEFT JOIN adjustments j ON j.adjustment_id = a.adjustment_id
          AND j.organization_id = ${organizationId} AND j.user_id = a.user_id
          AND j.deleted_at IS NULL
        WHERE (a.split_id IS NOT NULL OR a.adjustment_id IS NOT NULL)
          AND a.cents <> coalesce(x.amount_cents, j.amount_cents, 0)
      )
      SELECT DISTINCT ON (c.user_id, c.key) c.user_id, c.key, f.month, sl.product_id,
        sl.product_name, sl.transaction_id, sl.customer_name, sl.cash_collected_cents,
        sl.role_title, sl.rate::text AS rate, sl.explanation,
        c.was_cents::text AS was_cents, c.now_cents::text AS now_cents
      FROM changed c
      JOIN frozen f ON f.user_id = c.user_id AND f.key = c.key
      JOIN statement_lines sl ON sl.statement_line_id = f.statement_line_id
      ORDER BY c.user_id, c.key, f.month`,
  );
  const lines: LinesByPerson = new Map();
  for (const row of rows) {
    const was = Number(row['was_cents']);
    const now = Number(row['now_cents']);
    if (was === now) continue;
    const key = String(row['key']);
    const userId = Number(row['user_id']);
    const line: StatementLine = {
      key: `correction:${key}`,
      kind: 'correction',
      date: `${firstOpen}-01`,
      late: false,
      product_id: intOrNull(row['product_id']),
      product_name: row['product_name'] == null ? null : String(row['product_name']),
      transaction_id: intOrNull(row['transaction_id']),
      customer_name: row['customer_name'] == null ? null : String(row['customer_name']),
      cash_collected:
        row['cash_collected_cents'] == null ? null : dollars(row['cash_collected_cents']),
      role_title: row['role_title'] == null ? null : String(row['role_title']),
      rate: row['rate'] == null ? null : Number(row['rate']),
      amount: dollars(now - was),
      explanation: correctionExplanation(String(row['explanation']), was, now),
      corrects: { month: String(row['month']), key },
    };
    lines.set(userId, [...(lines.get(userId) ?? []), line]);
  }
  return lines;
}
