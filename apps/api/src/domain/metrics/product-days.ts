import type { TeamAppointmentDay, TeamTransactionDay } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { ScopeFilter } from './scope-filter.ts';
import { callDays, dayRollupRows } from './totals-queries.ts';
import type { DateRange } from '@salesdash/util-period';

type Days = { transactions: TeamTransactionDay[]; appointments: TeamAppointmentDay[] };
type Row = Record<string, string | number>;

/** Days one query reads: on the embedded database a query holds the server's thread to its end. */
const windowDays = 92;

/** `range` cut into windows of at most {@link windowDays} days, in order. */
function windowsOf(range: DateRange): DateRange[] {
  const windows: DateRange[] = [];
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  for (let start = day(range.startDate); iso(start) <= range.endDate;) {
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + windowDays - 1);
    const endDate = iso(end) < range.endDate ? iso(end) : range.endDate;
    windows.push({ startDate: iso(start), endDate });
    start = day(endDate);
    start.setUTCDate(start.getUTCDate() + 1);
  }
  return windows;
}

/**
 * The days of `range` with activity, per product of `filter` (whose products are listed): the
 * approved transactions and their cash, and the calls booked, taken and no-show, from the per-day
 * rollups, so each day sums to exactly what the product's totals count. Read a quarter at a time
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md): between two windows another person's
 * request gets its turn.
 */
export async function productDays(
  db: Db,
  filter: ScopeFilter,
  range: DateRange,
): Promise<Map<number, Days>> {
  const days = new Map<number, Days>();
  for (const window of windowsOf(range)) await addDays(db, filter, window, days);
  return days;
}

async function addDays(
  db: Db,
  filter: ScopeFilter,
  range: DateRange,
  days: Map<number, Days>,
): Promise<void> {
  const deals = dayRollupRows(filter, 'deal_rollups', 'product');
  const transactions = deals.counted(sql`r.transactions`);
  const within = (column: SQL) =>
    sql`${column} BETWEEN ${range.startDate}::date AND ${range.endDate}::date`;
  const [dealDays, calls] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`SELECT r.product_id AS key, r.day::text AS date, sum(${transactions})::int AS count,
          sum(${deals.counted(sql`(r.new_cents + r.plan_cents)`)})::text AS cents
        FROM ${deals.from} WHERE ${deals.where} AND ${within(sql`r.day`)}
        GROUP BY 1, 2 HAVING sum(${transactions}) <> 0 ORDER BY 2`,
    ),
    rowsOf<Row>(
      db,
      sql`SELECT c.key, c.day::text AS date, sum(c.calls)::int AS booked,
          sum(c.taken)::int AS taken, sum(c.no_show)::int AS "noShow"
        FROM (${callDays(filter, within, 'product')}) AS c
        GROUP BY 1, 2 HAVING sum(c.calls) <> 0 ORDER BY 2`,
    ),
  ]);
  const daysOf = (key: unknown) => {
    const id = Number(key);
    let entry = days.get(id);
    if (!entry) {
      entry = { transactions: [], appointments: [] };
      days.set(id, entry);
    }
    return entry;
  };
  for (const row of dealDays) {
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
}
