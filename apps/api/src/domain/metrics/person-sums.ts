import type { DateRange } from '@salesdash/util-period';
import { sql, type SQL } from 'drizzle-orm';
import { weekCover } from './person-totals.ts';
import type { RangeTotals } from './range-totals.ts';

/** The `person_rollups` column of each total summed there ("not updated" depends on the day). */
const columnOf = {
  newCents: 'new_cents',
  planCents: 'plan_cents',
  revenueCents: 'revenue_cents',
  newDeals: 'new_deals',
  transactions: 'transactions',
  commissionCents: 'commission_cents',
  calls: 'calls',
  taken: 'taken',
  noShow: 'no_show',
  cancelled: 'cancelled',
  messages: 'messages',
  dials: 'dials',
  answered: 'answered',
  answeredSeconds: 'answered_seconds',
} as const satisfies Partial<Record<keyof RangeTotals, string>>;

/** A total {@link personSums} can read. */
export type PersonSum = keyof typeof columnOf;

/**
 * Per person of `people` (a WHERE on `person_rollups` alias p), only the `sums` of one range, as
 * text keyed `key` (the person) and named as {@link RangeTotals}, read the way
 * `personRollupTotals` reads a range: its whole weeks before `today` and the days around them.
 * An order of every person by one figure needs that figure alone: fewer rows (one range) and
 * columns than their whole rows.
 */
export function personSums(
  people: SQL,
  range: DateRange,
  today: string,
  sums: readonly PersonSum[],
): SQL {
  const { weeks, days } = weekCover(range, today);
  const spans = [
    ...(weeks ? [{ span: 7, ...weeks }] : []),
    ...days.map((part) => ({ span: 1, ...part })),
  ];
  const columns = sql.raw(sums.map((sum) => `p.${columnOf[sum]}`).join(', '));
  const rows = spans.map(
    ({ span, startDate, endDate }) =>
      sql`SELECT p.user_id, ${columns} FROM person_rollups p
        WHERE ${people} AND p.span = ${sql.raw(String(span))}
          AND p.start BETWEEN ${startDate}::date AND ${endDate}::date`,
  );
  const totals = sql.raw(sums.map((sum) => `sum(p.${columnOf[sum]})::text AS "${sum}"`).join(', '));
  return sql`SELECT p.user_id AS key, ${totals}
    FROM (${sql.join(rows, sql` UNION ALL `)}) AS p
    GROUP BY p.user_id`;
}
