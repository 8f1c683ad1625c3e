import type { TeamMemberSortField } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import {
  emptyTotals,
  personSums,
  type ComparedRanges,
  type PersonSum,
  type RangeTotals,
  type ScopeFilter,
} from '../../../domain/metrics/index.ts';

/** The totals each order needs of every member (the name needs none). */
const sumsOf: Record<TeamMemberSortField, readonly PersonSum[]> = {
  name: [],
  totalCash: ['newCents', 'planCents'],
  change: ['newCents', 'planCents'],
  closedDeals: ['newDeals'],
  takenCalls: ['taken'],
  showRate: ['taken', 'noShow'],
  closeRateTaken: ['newDeals', 'taken'],
  commission: ['commissionCents'],
};

type Totals = { current: RangeTotals; previous: RangeTotals };
type Row = Record<string, string | number | null> & { key: number | string };

/**
 * Per member of `filter` (people on every product: `filter.personRollups`), the totals the
 * members table's `field` is computed from, in the current range (and the previous one for the
 * change of cash); the others stay 0. What orders a page of 500 people reads one range's one or
 * two columns, not both ranges' whole rows, which only the page's ten are read for.
 * @throws Error for a scope without person rows (a product filter)
 */
export async function memberSortTotals(
  db: Db,
  filter: ScopeFilter,
  compared: ComparedRanges,
  field: TeamMemberSortField,
): Promise<Map<number, Totals>> {
  const people = filter.personRollups;
  if (!people) throw new Error('members are sorted from person rows only without a product');
  const sums = sumsOf[field];
  const byPerson = new Map<number, Totals>();
  if (sums.length === 0) return byPerson;
  const today = compared.bounds.today.startDate;
  const { current, previous } = compared.range;
  const reads: [keyof Totals, Promise<Row[]>][] = [
    ['current', rowsOf<Row>(db, personSums(people, current, today, sums))],
  ];
  if (field === 'change') {
    reads.push(['previous', rowsOf<Row>(db, personSums(people, previous, today, sums))]);
  }
  if (field === 'commission') {
    // Commission is splits and adjustments alike (docs/product-rules.md#metrics); adjustments
    // come from the records.
    reads.push([
      'current',
      rowsOf<Row>(
        db,
        sql`SELECT j.user_id AS key, sum(j.amount_cents)::text AS "commissionCents"
          FROM adjustments j
          WHERE ${filter.adjustments}
            AND j.adjustment_date BETWEEN ${current.startDate}::date AND ${current.endDate}::date
          GROUP BY 1`,
      ),
    ]);
  }
  for (const [range, read] of reads) {
    for (const row of await read) {
      const id = Number(row.key);
      let totals = byPerson.get(id);
      if (!totals) {
        totals = { current: { ...emptyTotals }, previous: { ...emptyTotals } };
        byPerson.set(id, totals);
      }
      for (const sum of sums) totals[range][sum] += Number(row[sum] ?? 0);
    }
  }
  return byPerson;
}
