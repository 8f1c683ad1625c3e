import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { organizationTodaySql } from '../organization-timezone.ts';
import { nextMonth } from './calendar-months.ts';
import { carryChain } from './carry-chain.ts';
import { personMonthSums } from './person-month-sums.ts';

/** A month of a person's year: what its statement would pay, in cents. */
export type StatementMonth = { month: string; payableCents: number };

/**
 * The months of `year` in which the person has a line or a carry in, oldest first. A carry
 * alone counts only up to the organization's current month: a negative balance would otherwise
 * carry through every month to come, which have no statement yet.
 */
export async function statementMonths(
  db: Db,
  organizationId: number,
  userId: number,
  year: number,
): Promise<StatementMonth[]> {
  const [today] = await rowsOf<{ month: string }>(
    db,
    sql`SELECT to_char(${organizationTodaySql(organizationId)}, 'YYYY-MM') AS month`,
  );
  const last = `${year}-12`;
  const sums = await personMonthSums(db, organizationId, userId, nextMonth(last));
  const current = today?.month ?? last;
  const withLines = new Set(sums.map((sum) => sum.month));
  return carryChain(sums, last)
    .filter(
      (entry) =>
        entry.month.startsWith(`${year}-`) &&
        (withLines.has(entry.month) || (entry.carriedInCents < 0 && entry.month <= current)),
    )
    .map((entry) => ({
      month: entry.month,
      payableCents: Math.max(0, entry.linesCents + entry.carriedInCents),
    }));
}
