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
  const rows = await rowsOf<Raw>(
    db,
    sql`WITH frozen AS (
        SELECT st.month, st.user_id, sl.* FROM statements st
        JOIN statement_lines sl ON sl.statement_id = st.statement_id
        WHERE st.organization_id = ${organizationId} AND ${amongPeople(sql`st.user_id`, people)}
          AND ${currentStatementSql()}
      ), sources AS (
        SELECT DISTINCT ON (user_id, key) user_id, key, month, product_id, product_name, transaction_id,
          customer_name, cash_collected_cents, role_title, rate::text AS rate, explanation
        FROM frozen WHERE key LIKE 'split:%' OR key LIKE 'adjustment:%'
        ORDER BY user_id, key, month
      ), accounted AS (
        SELECT user_id, key, sum(amount_cents) AS cents FROM frozen
        WHERE key LIKE 'split:%' OR key LIKE 'adjustment:%' GROUP BY user_id, key
        UNION ALL
        SELECT user_id, substr(key, 12), sum(amount_cents) FROM frozen
        WHERE key LIKE 'correction:%' GROUP BY user_id, key
      )
      SELECT s.*, a.cents::text AS was_cents, coalesce(CASE
          WHEN s.key LIKE 'split:%' THEN (SELECT x.amount_cents FROM commission_splits x
            WHERE x.organization_id = ${organizationId} AND x.user_id = s.user_id
              AND x.commission_split_id = substr(s.key, 7)::int)
          ELSE (SELECT j.amount_cents FROM adjustments j
            WHERE j.organization_id = ${organizationId} AND j.user_id = s.user_id
              AND j.deleted_at IS NULL AND j.adjustment_id = substr(s.key, 12)::int)
        END, 0)::text AS now_cents
      FROM sources s
      JOIN (SELECT user_id, key, sum(cents) AS cents FROM accounted GROUP BY user_id, key) a
        ON a.user_id = s.user_id AND a.key = s.key`,
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
