import type { CommissionHistory } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { dollars } from './metric-values.ts';
import { counted, type ScopeFilter } from './scope-filter.ts';

/** How many months a history answers (the chart of the last year). */
export const historyMonths = 12;

/** The `historyMonths` months up to the one holding `now` in `timezone`, oldest first. */
export function historyMonthsUpTo(now: DateTime, timezone: string): string[] {
  const current = now.setZone(timezone).startOf('month');
  return Array.from({ length: historyMonths }, (_, index) =>
    current.minus({ months: historyMonths - 1 - index }).toFormat('yyyy-MM'),
  );
}

/**
 * Commission per month of one scope: its splits (earned and reversed, by their dates, from the
 * per-day rollup) and its
 * people's adjustments, the same records the commission metric sums, so a month of the chart
 * equals that month's commission card. Months without any record answer 0.
 */
export async function commissionHistory(
  db: Db,
  filter: ScopeFilter,
  months: readonly string[],
): Promise<CommissionHistory> {
  const first = `${months[0]}-01`;
  const end = DateTime.fromISO(`${months[months.length - 1]}-01`)
    .plus({ months: 1 })
    .toISODate();
  const rows = await rowsOf<{ month: string; cents: string }>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(cents)::text AS cents FROM (
      SELECT r.day, ${counted(filter, sql`r.cents`)} AS cents FROM commission_rollups r
        WHERE ${filter.rollups} AND r.day >= ${first}::date AND r.day < ${end}::date
      UNION ALL
      SELECT j.adjustment_date, j.amount_cents FROM adjustments j
        WHERE ${filter.adjustments} AND j.adjustment_date >= ${first}::date AND j.adjustment_date < ${end}::date
    ) AS paid GROUP BY 1`,
  );
  const centsByMonth = new Map(rows.map((row) => [row.month, Number(row.cents)]));
  return months.map((month) => ({
    month,
    total_commission: dollars(centsByMonth.get(month) ?? 0),
  }));
}
