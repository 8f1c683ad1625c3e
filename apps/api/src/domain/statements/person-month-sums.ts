import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { amongPeople } from './month-lines.ts';
import { fromStatementsStart } from './statements-start.ts';

/** What a person's lines of a month add up to, in cents (carry excluded). */
export type MonthSum = { month: string; cents: number };

/**
 * Every month of each person with a split or an adjustment before `endMonth` (exclusive), oldest
 * first: one grouped query for them all, so the carry chain is folded in memory, never month by
 * month or person by person. Records dated before the organization's statements start are
 * left out, as from every statement. Split and adjustment dates are already calendar days of the
 * organization's time zone.
 */
export async function peopleMonthSums(
  db: Db,
  organizationId: number,
  people: readonly number[],
  endMonth: string,
): Promise<Map<number, MonthSum[]>> {
  const end = sql`${`${endMonth}-01`}::date`;
  const rows = await rowsOf<{ user_id: unknown; month: string; cents: unknown }>(
    db,
    sql`SELECT user_id, month, sum(cents)::text AS cents FROM (
        SELECT s.user_id, to_char(s.split_date, 'YYYY-MM') AS month, s.amount_cents AS cents
        FROM commission_splits s
        WHERE s.organization_id = ${organizationId} AND ${amongPeople(sql`s.user_id`, people)}
          AND s.split_date < ${end} AND ${fromStatementsStart(organizationId, sql`s.split_date`)}
        UNION ALL
        SELECT j.user_id, to_char(j.adjustment_date, 'YYYY-MM'), j.amount_cents
        FROM adjustments j
        WHERE j.organization_id = ${organizationId} AND ${amongPeople(sql`j.user_id`, people)}
          AND j.deleted_at IS NULL AND j.adjustment_date < ${end}
          AND ${fromStatementsStart(organizationId, sql`j.adjustment_date`)}
      ) AS dated
      GROUP BY user_id, month ORDER BY user_id, month`,
  );
  const sums = new Map<number, MonthSum[]>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    const sum = { month: String(row.month), cents: Number(row.cents) };
    const list = sums.get(userId);
    if (list) list.push(sum);
    else sums.set(userId, [sum]);
  }
  return sums;
}

/** {@link peopleMonthSums} of one person. */
export async function personMonthSums(
  db: Db,
  organizationId: number,
  userId: number,
  endMonth: string,
): Promise<MonthSum[]> {
  return (await peopleMonthSums(db, organizationId, [userId], endMonth)).get(userId) ?? [];
}
