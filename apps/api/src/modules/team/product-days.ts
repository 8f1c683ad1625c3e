import type { TeamAppointmentDay, TeamTransactionDay } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counted, type ScopeFilter } from '../metrics/scope-filter.ts';
import { callDays } from '../metrics/totals-queries.ts';
import type { DateRange } from '@salesdash/util-period';

type Days = { transactions: TeamTransactionDay[]; appointments: TeamAppointmentDay[] };
type Row = Record<string, string | number>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The days of `range` with activity, per product of `filter` (whose products are listed): the
 * approved transactions and their cash, and the calls booked, taken and no-show, from the
 * per-day rollups, so each day sums to exactly what the product's totals count.
 */
export async function productDays(
  db: Db,
  filter: ScopeFilter,
  range: DateRange,
): Promise<Map<number, Days>> {
  const transactions = counted(filter, sql`r.transactions`);
  const within = (column: SQL) =>
    sql`${column} BETWEEN ${range.startDate}::date AND ${range.endDate}::date`;
  const [deals, calls] = await Promise.all([
    rowsOf(
      db,
      sql`SELECT r.product_id AS key, r.day::text AS date, sum(${transactions})::int AS count,
          sum(${counted(filter, sql`(r.new_cents + r.plan_cents)`)})::text AS cents
        FROM deal_rollups r WHERE ${filter.rollups} AND ${within(sql`r.day`)}
        GROUP BY 1, 2 HAVING sum(${transactions}) <> 0 ORDER BY 2`,
    ),
    rowsOf(
      db,
      sql`SELECT c.key, c.day::text AS date, sum(c.calls)::int AS booked,
          sum(c.taken)::int AS taken, sum(c.no_show)::int AS "noShow"
        FROM (${callDays(filter, within, 'product')}) AS c
        GROUP BY 1, 2 HAVING sum(c.calls) <> 0 ORDER BY 2`,
    ),
  ]);
  const days = new Map<number, Days>();
  const daysOf = (key: unknown) => {
    const id = Number(key);
    let entry = days.get(id);
    if (!entry) {
      entry = { transactions: [], appointments: [] };
      days.set(id, entry);
    }
    return entry;
  };
  for (const row of deals) {
    daysOf(row.key).transactions.push({
      date: String(row.date),
      count: Number(row.count),
      cash: Number(row.cents) / 100,
    });
  }
  for (const row of calls) {
    daysOf(row.key).appointments.push({
      date: String(row.date),
      booked: Number(row.booked),
      taken: Number(row.taken),
      noShow: Number(row.noShow),
    });
  }
  return days;
}
