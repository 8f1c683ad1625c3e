import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** What a person's lines of a month add up to, in cents (carry excluded). */
export type MonthSum = { month: string; cents: number };

/**
 * Every month of the person with a split or an adjustment before `endMonth` (exclusive), oldest
 * first: one grouped query, so the carry chain is folded in memory, never month by month.
 * Split and adjustment dates are already calendar days of the organization's time zone.
 */
export async function personMonthSums(
  db: Db,
  organizationId: number,
  userId: number,
  endMonth: string,
): Promise<MonthSum[]> {
  const end = sql`${`${endMonth}-01`}::date`;
  const rows = await rowsOf<{ month: string; cents: unknown }>(
    db,
    sql`SELECT month, sum(cents)::text AS cents FROM (
        SELECT to_char(s.split_date, 'YYYY-MM') AS month, s.amount_cents AS cents
        FROM commission_splits s
        WHERE s.organization_id = ${organizationId} AND s.user_id = ${userId} AND s.split_date < ${end}
        UNION ALL
        SELECT to_char(j.adjustment_date, 'YYYY-MM'), j.amount_cents
        FROM adjustments j
        WHERE j.organization_id = ${organizationId} AND j.user_id = ${userId}
          AND j.deleted_at IS NULL AND j.adjustment_date < ${end}
      ) AS dated
      GROUP BY month ORDER BY month`,
  );
  return rows.map((row) => ({ month: String(row.month), cents: Number(row.cents) }));
}
