import type { StatementLine } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, intOrNull, isoDay, jsonRowsOf, rowsOf } from '../../db/rows-of.ts';
import { currentStatementSql } from './current-statements.ts';
import {
  adjustmentExplanation,
  clawbackExplanation,
  commissionExplanation,
  disputeCorrectionExplanation,
  type SplitFacts,
} from './line-explanation.ts';
import { fromStatementsStart } from './statements-start.ts';

type Raw = Record<string, unknown>;

/** The month `YYYY-MM` as a half-open range of dates. */
const monthRange = (month: string) => {
  const start = sql`${`${month}-01`}::date`;
  return { start, end: sql`(${start} + interval '1 month')::date` };
};

/** The people as a condition on `column`: one query answers them all. */
export const amongPeople = (column: SQL, people: readonly number[]) =>
  people.length === 0
    ? sql`false`
    : sql`${column} IN (${sql.join(
        people.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Lines grouped by their person. */
export type LinesByPerson = Map<number, StatementLine[]>;

function groupByPerson(entries: readonly (readonly [number, StatementLine])[]): LinesByPerson {
  const grouped: LinesByPerson = new Map();
  for (const [userId, line] of entries) {
    const lines = grouped.get(userId);
    if (lines) lines.push(line);
    else grouped.set(userId, [line]);
  }
  return grouped;
}

/**
 * The people's splits that `which` selects, each with its deal, product and the role it was
 * paid as; a reversal also with the earned split it negates (the same deal and person: someone
 * who both set and closed is paid once, so there is one). The earned splits are asked in a
 * second query for the reversals only: a lateral join asked it of all 91,000 lines of a month.
 */
async function splitRows(db: Db, organizationId: number, people: readonly number[], which: SQL) {
  const rows = await jsonRowsOf<Raw>(
    db,
    sql`SELECT s.user_id, s.commission_split_id, s.kind, s.split_date, s.product_id, p.name AS product_name,
        s.transaction_id, t.customer_name, t.amount_cents AS deal_cents, t.transaction_date,
        r.role_title, s.rate::text AS rate, s.amount_cents
      FROM commission_splits s
      JOIN transactions t ON t.transaction_id = s.transaction_id
      JOIN products p ON p.product_id = s.product_id
      LEFT JOIN roles r ON r.role_id = s.role_id
      WHERE s.organization_id = ${organizationId} AND ${amongPeople(sql`s.user_id`, people)}
        AND ${which}`,
  );
  const reversals = rows.filter((row) => row['kind'] === 'reversal');
  if (reversals.length === 0) return rows;
  const pairs = JSON.stringify(reversals.map((row) => [row['transaction_id'], row['user_id']]));
  const earned = await rowsOf<Raw>(
    db,
    sql`SELECT DISTINCT ON (e.transaction_id, e.user_id) e.transaction_id, e.user_id,
        e.commission_split_id, e.split_date
      FROM commission_splits e
      WHERE e.kind = 'earned' AND (e.transaction_id, e.user_id) IN (
        SELECT (pair->>0)::int, (pair->>1)::int FROM jsonb_array_elements(${pairs}::jsonb) AS pair)
      ORDER BY e.transaction_id, e.user_id, e.commission_split_id`,
  );
  const earnedOf = new Map(
    earned.map((row) => [`${String(row['transaction_id'])}:${String(row['user_id'])}`, row]),
  );
  for (const row of reversals) {
    const match = earnedOf.get(`${String(row['transaction_id'])}:${String(row['user_id'])}`);
    row['earned_id'] = match?.['commission_split_id'] ?? null;
    row['earned_date'] = match?.['split_date'] ?? null;
  }
  return rows;
}

function splitLine(row: Raw, late: boolean): readonly [number, StatementLine] {
  const rate = Number(row['rate']);
  const facts: SplitFacts = {
    roleTitle: row['role_title'] == null ? null : String(row['role_title']),
    rate,
    dealCents: Number(row['deal_cents']),
    dealDate: isoDay(row['transaction_date']),
    customerName: String(row['customer_name'] ?? ''),
  };
  const earned = row['kind'] === 'earned';
  const line: StatementLine = {
    key: `split:${String(row['commission_split_id'])}`,
    kind: earned ? 'commission' : 'clawback',
    date: isoDay(row['split_date']),
    late,
    product_id: intOrNull(row['product_id']),
    product_name: String(row['product_name']),
    transaction_id: intOrNull(row['transaction_id']),
    customer_name: facts.customerName,
    cash_collected: dollars(facts.dealCents),
    role_title: facts.roleTitle,
    rate,
    amount: dollars(row['amount_cents']),
    explanation: earned ? commissionExplanation(facts) : clawbackExplanation(facts),
    corrects:
      earned || row['earned_id'] == null
        ? null
        : {
            month: isoDay(row['earned_date']).slice(0, 7),
            key: `split:${String(row['earned_id'])}`,
          },
  };
  return [Number(row['user_id']), line];
}

/**
 * An adjustment's line: a bonus or clawback an admin entered, or the correction an accepted
 * dispute posted, which says so and points back at the disputed line (its key stays
 * `adjustment:<id>`, so the corrections of frozen months treat it as any adjustment).
 */
function adjustmentLine(row: Raw, late: boolean): readonly [number, StatementLine] {
  const cents = Number(row['amount_cents']);
  const disputeId = intOrNull(row['statement_dispute_id']);
  const base = {
    key: `adjustment:${String(row['adjustment_id'])}`,
    date: isoDay(row['adjustment_date']),
    late,
    product_id: null,
    product_name: null,
    transaction_id: null,
    customer_name: null,
    cash_collected: null,
    role_title: null,
    rate: null,
    amount: dollars(cents),
  };
  if (disputeId === null) {
    return [
      Number(row['user_id']),
      {
        ...base,
        kind: 'adjustment',
        explanation: adjustmentExplanation(cents, String(row['reason'] ?? '')),
        corrects: null,
      },
    ];
  }
  const month = String(row['dispute_month']);
  return [
    Number(row['user_id']),
    {
      ...base,
      kind: 'correction',
      explanation: disputeCorrectionExplanation({
        disputeId,
        month,
        lineExplanation: String(row['line_explanation']),
        reason: row['resolution_reason'] == null ? null : String(row['resolution_reason']),
      }),
      corrects: { month, key: String(row['line_key']) },
    },
  ];
}

async function adjustmentLines(
  db: Db,
  organizationId: number,
  people: readonly number[],
  which: SQL,
  late: boolean,
): Promise<(readonly [number, StatementLine])[]> {
  const rows = await jsonRowsOf<Raw>(
    db,
    sql`SELECT j.user_id, j.adjustment_id, j.adjustment_date, j.amount_cents, j.reason,
        d.statement_dispute_id, d.month AS dispute_month, d.line_key, d.line_explanation,
        d.resolution_reason
      FROM adjustments j
      LEFT JOIN statement_disputes d ON d.adjustment_id = j.adjustment_id
        AND d.organization_id = j.organization_id
      WHERE j.organization_id = ${organizationId} AND ${amongPeople(sql`j.user_id`, people)}
        AND j.deleted_at IS NULL AND ${which}`,
  );
  return rows.map((row) => adjustmentLine(row, late));
}

/**
 * Every split and adjustment line of each person dated in the month (unordered), none dated
 * before the organization's statements start.
 */
export async function monthLines(
  db: Db,
  organizationId: number,
  people: readonly number[],
  month: string,
): Promise<LinesByPerson> {
  const { start, end } = monthRange(month);
  const [splits, adjustments] = await Promise.all([
    splitRows(
      db,
      organizationId,
      people,
      sql`s.split_date >= ${start} AND s.split_date < ${end}
        AND ${fromStatementsStart(organizationId, sql`s.split_date`)}`,
    ),
    adjustmentLines(
      db,
      organizationId,
      people,
      sql`j.adjustment_date >= ${start} AND j.adjustment_date < ${end}
        AND ${fromStatementsStart(organizationId, sql`j.adjustment_date`)}`,
      false,
    ),
  ]);
  return groupByPerson([...splits.map((row) => splitLine(row, false)), ...adjustments]);
}

/**
 * A record dated in a closed month of the organization that no current stored statement of
 * its person holds: it arrived after that month closed (a superseded version does not count).
 * Both tests are sets hashed once (`IN`/`NOT IN` of a subquery), not asked per record: with a
 * few months closed there are hundreds of thousands of records and frozen lines, and a probe
 * of the frozen lines per record took seconds.
 */
const lateSql = (organizationId: number, person: SQL, date: SQL, key: SQL) =>
  sql`to_char(${date}, 'YYYY-MM') IN (SELECT sp.month FROM statement_periods sp
      WHERE sp.organization_id = ${organizationId} AND sp.status = 'closed')
    AND (${person}, ${key}) NOT IN (SELECT st.user_id, sl.key FROM statements st
      JOIN statement_lines sl ON sl.statement_id = st.statement_id
      WHERE st.organization_id = ${organizationId} AND ${currentStatementSql()})`;

/**
 * Each person's late lines (unordered): splits and adjustments dated in a closed month that no
 * frozen statement holds, because they were approved, imported or entered after it closed.
 * They land in the first open month, keeping their own date. Selected by "not frozen" rather
 * than by `created_at` after the close: a record whose transaction began before the close but
 * committed after it would fall between the two.
 */
export async function lateLines(
  db: Db,
  organizationId: number,
  people: readonly number[],
  firstOpen: string,
): Promise<LinesByPerson> {
  // Closed months all come before the first open one: the bound lets the date index skip the
  // open months' records instead of asking each whether its month is closed.
  const before = sql`${`${firstOpen}-01`}::date`;
  const [splits, adjustments] = await Promise.all([
    splitRows(
      db,
      organizationId,
      people,
      sql`s.split_date < ${before}
        AND ${fromStatementsStart(organizationId, sql`s.split_date`)} AND ${lateSql(
          organizationId,
          sql`s.user_id`,
          sql`s.split_date`,
          sql`'split:' || s.commission_split_id`,
        )}`,
    ),
    adjustmentLines(
      db,
      organizationId,
      people,
      sql`j.adjustment_date < ${before}
        AND ${fromStatementsStart(organizationId, sql`j.adjustment_date`)} AND ${lateSql(
          organizationId,
          sql`j.user_id`,
          sql`j.adjustment_date`,
          sql`'adjustment:' || j.adjustment_id`,
        )}`,
      true,
    ),
  ]);
  return groupByPerson([...splits.map((row) => splitLine(row, true)), ...adjustments]);
}
