import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { organizationTodaySql } from '../organization-timezone.ts';
import { nextMonth } from './calendar-months.ts';
import { carryChain, type ChainStart } from './carry-chain.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { currentStatementSql } from './current-statements.ts';
import { firstOpenExtras } from './first-open-extras.ts';
import { personMonthSums, type MonthSum } from './person-month-sums.ts';
import { linesCents } from './statement-totals.ts';
import { storedCarriedOut } from './stored-statement.ts';

/**
 * A month of a person's year: what its statement pays, in cents, and the stored statement
 * when the month is closed (null while open).
 */
export type StatementMonth = { month: string; payableCents: number; statementId: number | null };

/** The person's current frozen statements of the year (a reopened month has none). */
async function storedMonths(db: Db, organizationId: number, userId: number, year: number) {
  const rows = await rowsOf<{ month: string; statement_id: number; payable_cents: unknown }>(
    db,
    sql`SELECT st.month, st.statement_id, st.payable_cents FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
        AND st.month LIKE ${`${year}-%`} AND ${currentStatementSql()}`,
  );
  return rows.map((row) => ({
    month: row.month,
    payableCents: Number(row.payable_cents),
    statementId: Number(row.statement_id),
  }));
}

/**
 * The months of `year` in which the person has a line or a carry in, oldest first: closed ones
 * as frozen, open ones from the money core. A carry alone counts only up to the organization's
 * current month: a negative balance would otherwise carry through every month to come, which
 * have no statement yet. After a close, the open months' chain starts from the last closed
 * statement's carry out, and the first open month also sums the late lines and corrections (as
 * `statementOf`).
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
  const closed = await latestClosedPeriod(db, organizationId, last);
  let sums = await personMonthSums(db, organizationId, userId, nextMonth(last));
  let start: ChainStart | undefined;
  if (closed) {
    const firstOpen = nextMonth(closed.month);
    const [lateByPerson, carriedOut] = await Promise.all([
      firstOpenExtras(db, organizationId, [userId], firstOpen),
      storedCarriedOut(db, organizationId, [userId], closed.month),
    ]);
    const late = lateByPerson.get(userId) ?? [];
    const lateCents = linesCents(late);
    const open: MonthSum[] = sums.filter((sum) => sum.month > firstOpen);
    const own = sums.find((sum) => sum.month === firstOpen)?.cents ?? 0;
    if (own !== 0 || late.length > 0 || sums.some((sum) => sum.month === firstOpen)) {
      open.unshift({ month: firstOpen, cents: own + lateCents });
    }
    sums = open;
    start = { month: firstOpen, carriedInCents: carriedOut.get(userId) ?? 0 };
  }
  const current = today?.month ?? last;
  const withLines = new Set(sums.map((sum) => sum.month));
  const open = carryChain(sums, last, start)
    .filter(
      (entry) =>
        entry.month.startsWith(`${year}-`) &&
        (withLines.has(entry.month) || (entry.carriedInCents < 0 && entry.month <= current)),
    )
    .map((entry) => ({
      month: entry.month,
      payableCents: Math.max(0, entry.linesCents + entry.carriedInCents),
      statementId: null,
    }));
  const frozen = closed ? await storedMonths(db, organizationId, userId, year) : [];
  return [...frozen, ...open].sort((a, b) => (a.month < b.month ? -1 : 1));
}
