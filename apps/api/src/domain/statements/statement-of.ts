import type { Statement, StatementLine } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../errors/api-error.ts';
import { nextMonth, previousMonth } from './calendar-months.ts';
import { carriedInto } from './carry-chain.ts';
import { latestClosedPeriod, periodVersion, type ClosedPeriod } from './closed-periods.ts';
import { carryExplanation } from './line-explanation.ts';
import { firstOpenExtras } from './first-open-extras.ts';
import { monthLines } from './month-lines.ts';
import { personMonthSums, type MonthSum } from './person-month-sums.ts';
import { statementTotals } from './statement-totals.ts';
import { disputesOfStatement } from './statement-disputes.ts';
import { storedCarriedOut, storedStatement } from './stored-statement.ts';

/** The person as a statement names them (the shown name of users/display-name-of.ts). */
async function person(db: Db, organizationId: number, userId: number) {
  const [row] = await rowsOf<{ display_name: string; email: string }>(
    db,
    sql`SELECT coalesce(nullif(u.display_name, ''),
        nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS display_name, u.email
      FROM users u WHERE u.organization_id = ${organizationId} AND u.user_id = ${userId}`,
  );
  if (!row) throw notFound();
  return row;
}

/** The carry-over line of a negative balance brought in from the month before. */
function carryLine(month: string, carriedInCents: number): StatementLine {
  const from = previousMonth(month);
  return {
    key: `carry:${from}`,
    kind: 'carry_over',
    date: `${month}-01`,
    late: false,
    product_id: null,
    product_name: null,
    transaction_id: null,
    customer_name: null,
    cash_collected: null,
    role_title: null,
    rate: null,
    amount: dollars(carriedInCents),
    explanation: carryExplanation(from),
    corrects: null,
  };
}

const byKey = new Intl.Collator('en', { numeric: true });

/** Date, then product (lines of no product first), then key. */
function lineOrder(a: StatementLine, b: StatementLine): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.product_name !== b.product_name) {
    if (a.product_name === null) return -1;
    if (b.product_name === null) return 1;
    return byKey.compare(a.product_name, b.product_name);
  }
  return byKey.compare(a.key, b.key);
}

const centsOf = (lines: readonly StatementLine[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);

/**
 * An open month's lines and carry in after a close: the chain starts from the last closed
 * statement's carry out in the first open month, which also takes every late line and every
 * correction.
 */
async function afterClose(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
  closed: ClosedPeriod,
): Promise<{ lines: StatementLine[]; carriedIn: number }> {
  const firstOpen = nextMonth(closed.month);
  const [lines, late, carriedOut, sums] = await Promise.all([
    monthLines(db, organizationId, userId, month),
    firstOpenExtras(db, organizationId, userId, firstOpen),
    storedCarriedOut(db, organizationId, userId, closed.month),
    personMonthSums(db, organizationId, userId, month),
  ]);
  if (month === firstOpen) {
    return { lines: [...lines, ...late], carriedIn: Math.min(0, carriedOut) };
  }
  const lateCents = centsOf(late);
  const open: MonthSum[] = sums
    .filter((sum) => sum.month >= firstOpen)
    .map((sum) => (sum.month === firstOpen ? { ...sum, cents: sum.cents + lateCents } : sum));
  if (lateCents !== 0 && !open.some((sum) => sum.month === firstOpen)) {
    open.unshift({ month: firstOpen, cents: lateCents });
  }
  return {
    lines,
    carriedIn: carriedInto(open, month, { month: firstOpen, carriedInCents: carriedOut }),
  };
}

/**
 * The person's statement of a month. A closed month answers its frozen statement as stored
 * (404 when the close froze none for them). An open month answers "so far": the lines closing
 * would freeze today, all read from the money core's splits and the adjustments, never
 * recomputed beside them, with the late lines of closed months in the first open one.
 * @param month - `YYYY-MM`, a month of the organization's calendar
 */
export async function statementOf(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<Statement> {
  const { display_name, email } = await person(db, organizationId, userId);
  const closed = await latestClosedPeriod(db, organizationId, month);
  if (closed?.month === month) {
    const stored = await storedStatement(db, organizationId, userId, month);
    if (!stored) throw notFound();
    return stored;
  }
  const { lines, carriedIn } = closed
    ? await afterClose(db, organizationId, userId, month, closed)
    : {
        lines: await monthLines(db, organizationId, userId, month),
        carriedIn: carriedInto(await personMonthSums(db, organizationId, userId, month), month),
      };
  if (carriedIn < 0) lines.push(carryLine(month, carriedIn));
  lines.sort(lineOrder);
  const disputes = await disputesOfStatement(db, organizationId, userId, month);
  return {
    statement_id: null,
    month,
    status: 'open',
    // A reopened month's "so far" is the version its next close stores.
    version: await periodVersion(db, organizationId, month),
    user_id: userId,
    display_name,
    email,
    currency: 'USD',
    lines,
    totals: statementTotals(lines),
    closed_at: null,
    superseded: false,
    disputes,
    open_dispute_ids_at_close: [],
  };
}
