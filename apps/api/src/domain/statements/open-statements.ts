import type { Statement, StatementLine } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { dollars } from '../../db/rows-of.ts';
import { nextMonth, previousMonth } from './calendar-months.ts';
import { carriedInto } from './carry-chain.ts';
import { periodVersion, type ClosedPeriod } from './closed-periods.ts';
import { firstOpenExtras } from './first-open-extras.ts';
import { carryExplanation } from './line-explanation.ts';
import { monthLines } from './month-lines.ts';
import { peopleMonthSums, type MonthSum } from './person-month-sums.ts';
import type { StatementPerson } from './statement-people.ts';
import { disputesOfMonth } from './statement-disputes.ts';
import { linesCents, statementTotals } from './statement-totals.ts';
import { storedCarriedOut } from './stored-statement.ts';

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

type OpenMonth = { lines: StatementLine[]; carriedIn: number };

/** An open month's lines and carry in with no close before it: the chain from the first month. */
async function beforeAnyClose(
  db: Db,
  organizationId: number,
  people: readonly number[],
  month: string,
): Promise<(userId: number) => OpenMonth> {
  const [lines, sums] = await Promise.all([
    monthLines(db, organizationId, people, month),
    peopleMonthSums(db, organizationId, people, month),
  ]);
  return (userId) => ({
    lines: lines.get(userId) ?? [],
    carriedIn: carriedInto(sums.get(userId) ?? [], month),
  });
}

/**
 * An open month's lines and carry in after a close: the chain starts from the last closed
 * statement's carry out in the first open month, which also takes every late line and every
 * correction.
 */
async function afterClose(
  db: Db,
  organizationId: number,
  people: readonly number[],
  month: string,
  closed: ClosedPeriod,
): Promise<(userId: number) => OpenMonth> {
  const firstOpen = nextMonth(closed.month);
  const [lines, late, carriedOut, sums] = await Promise.all([
    monthLines(db, organizationId, people, month),
    firstOpenExtras(db, organizationId, people, firstOpen),
    storedCarriedOut(db, organizationId, people, closed.month),
    month === firstOpen
      ? new Map<number, MonthSum[]>()
      : peopleMonthSums(db, organizationId, people, month),
  ]);
  return (userId) => {
    const own = lines.get(userId) ?? [];
    const lateOwn = late.get(userId) ?? [];
    const carriedOutCents = carriedOut.get(userId) ?? 0;
    if (month === firstOpen) {
      return { lines: [...own, ...lateOwn], carriedIn: Math.min(0, carriedOutCents) };
    }
    const lateCents = linesCents(lateOwn);
    const open: MonthSum[] = (sums.get(userId) ?? [])
      .filter((sum) => sum.month >= firstOpen)
      .map((sum) => (sum.month === firstOpen ? { ...sum, cents: sum.cents + lateCents } : sum));
    if (lateCents !== 0 && !open.some((sum) => sum.month === firstOpen)) {
      open.unshift({ month: firstOpen, cents: lateCents });
    }
    return {
      lines: own,
      carriedIn: carriedInto(open, month, { month: firstOpen, carriedInCents: carriedOutCents }),
    };
  };
}

/**
 * Each person's statement of an open month "so far", in a few set-based queries for them all:
 * the lines closing would freeze today, read from the money core's splits and the adjustments,
 * never recomputed beside them, with the late lines and corrections of closed months in the
 * first open one, and the disputes of the month's lines.
 * The one way statements are built: `statementOf` asks it for one person, a close and the
 * admin month for everyone.
 * @param closed - the organization's latest closed month before `month`, or null
 */
export async function openStatements(
  db: Db,
  organizationId: number,
  month: string,
  people: readonly StatementPerson[],
  closed: ClosedPeriod | null,
): Promise<Statement[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.userId);
  const [monthOf, version, disputes] = await Promise.all([
    closed
      ? afterClose(db, organizationId, ids, month, closed)
      : beforeAnyClose(db, organizationId, ids, month),
    // A reopened month's "so far" is the version its next close stores.
    periodVersion(db, organizationId, month),
    disputesOfMonth(db, organizationId, month, ids),
  ]);
  return people.map((person) => {
    const { lines, carriedIn } = monthOf(person.userId);
    if (carriedIn < 0) lines.push(carryLine(month, carriedIn));
    lines.sort(lineOrder);
    return {
      statement_id: null,
      month,
      status: 'open',
      version,
      user_id: person.userId,
      display_name: person.displayName,
      email: person.email,
      currency: 'USD',
      lines,
      totals: statementTotals(lines),
      closed_at: null,
      superseded: false,
      disputes: disputes.get(person.userId) ?? [],
      open_dispute_ids_at_close: [],
      // What only a single statement's reading needs: `statementOf` fills them in.
      late_notes: [],
      versions: [],
    };
  });
}
