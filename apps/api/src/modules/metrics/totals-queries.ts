import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RangeBounds } from './range-bounds.ts';
import { emptyTotals, type RangeTotals } from './range-totals.ts';
import type { ScopeFilter } from './scope-filter.ts';

/** The two ranges of a metrics answer; `previous` always ends before `current` starts. */
export type RangePair = { current: RangeBounds; previous: RangeBounds };

type RangeName = keyof RangePair;
type Row = Record<string, string | number | null> & { range: RangeName };

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Which range a calendar-date column falls in, and the condition keeping only those two
 * ranges: one index range scan from the previous start to the current end, minus the gap
 * between them (the previous-period rule can leave one).
 */
function dateRanges(column: SQL, { current, previous }: RangePair) {
  return {
    range: sql`CASE WHEN ${column} >= ${current.startDate}::date THEN 'current' ELSE 'previous' END`,
    within: sql`${column} BETWEEN ${previous.startDate}::date AND ${current.endDate}::date
      AND NOT (${column} > ${previous.endDate}::date AND ${column} < ${current.startDate}::date)`,
  };
}

/** The same for a timestamp column, against the ranges' local midnights. */
function instantRanges(column: SQL, { current, previous }: RangePair) {
  return {
    range: sql`CASE WHEN ${column} >= ${current.from}::timestamptz THEN 'current' ELSE 'previous' END`,
    within: sql`${column} >= ${previous.from}::timestamptz AND ${column} < ${current.to}::timestamptz
      AND NOT (${column} >= ${previous.to}::timestamptz AND ${column} < ${current.from}::timestamptz)`,
  };
}

/**
 * Approved transactions, commission (splits and adjustments by their dates), calls and
 * outbound activity of one scope, summed for both ranges: four indexed queries, each one pass
 * over the two ranges. Sums arrive as text (numeric, bigint) and become numbers here.
 */
export async function rangeTotals(
  db: Db,
  filter: ScopeFilter,
  ranges: RangePair,
): Promise<Record<RangeName, RangeTotals>> {
  const deals = dateRanges(sql`t.transaction_date`, ranges);
  const calls = instantRanges(sql`a.call_date`, ranges);
  const outbound = instantRanges(sql`o.created_at`, ranges);
  const split = dateRanges(sql`s.split_date`, ranges);
  const adjustment = dateRanges(sql`j.adjustment_date`, ranges);

  const answers = await Promise.all([
    rowsOf(
      db,
      sql`SELECT ${deals.range} AS range,
        coalesce(sum(t.amount_cents) FILTER (WHERE t.transaction_type = 'new'), 0)::text AS "newCents",
        coalesce(sum(t.amount_cents) FILTER (WHERE t.transaction_type = 'payment_plan'), 0)::text AS "planCents",
        coalesce(sum(t.contract_value_cents) FILTER (WHERE t.transaction_type = 'new'), 0)::text AS "revenueCents",
        count(*) FILTER (WHERE t.transaction_type = 'new')::int AS "newDeals",
        count(*)::int AS transactions
      FROM transactions t
      WHERE ${filter.transactions} AND t.transaction_status = 'approved' AND ${deals.within}
      GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql`SELECT range, sum(cents)::text AS "commissionCents" FROM (
        SELECT ${split.range} AS range, s.amount_cents AS cents FROM commission_splits s
          WHERE ${filter.splits} AND ${split.within}
        UNION ALL
        SELECT ${adjustment.range}, j.amount_cents FROM adjustments j
          WHERE ${filter.adjustments} AND ${adjustment.within}
      ) AS paid GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql`SELECT ${calls.range} AS range, count(*)::int AS calls,
        count(*) FILTER (WHERE a.appointment_status = 'taken')::int AS taken,
        count(*) FILTER (WHERE a.appointment_status = 'no_show')::int AS "noShow",
        count(*) FILTER (WHERE a.appointment_status = 'cancelled')::int AS cancelled,
        count(*) FILTER (WHERE a.appointment_status = 'scheduled' AND a.call_date < now())::int AS "notUpdated"
      FROM appointments a
      WHERE ${filter.appointments} AND ${calls.within}
      GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql`SELECT ${outbound.range} AS range,
        count(*) FILTER (WHERE o.type = 'message')::int AS messages,
        count(*) FILTER (WHERE o.type = 'call')::int AS dials,
        count(*) FILTER (WHERE o.type = 'call' AND o.answered)::int AS answered,
        coalesce(sum(o.duration_seconds) FILTER (WHERE o.type = 'call' AND o.answered), 0)::text AS "answeredSeconds"
      FROM outbound_records o
      WHERE ${filter.outbound} AND ${outbound.within}
      GROUP BY 1`,
    ),
  ]);

  const totals = { current: { ...emptyTotals }, previous: { ...emptyTotals } };
  for (const row of answers.flat()) {
    const target = totals[row.range];
    for (const [key, value] of Object.entries(row)) {
      if (key !== 'range' && key in target) target[key as keyof RangeTotals] = Number(value ?? 0);
    }
  }
  return totals;
}
