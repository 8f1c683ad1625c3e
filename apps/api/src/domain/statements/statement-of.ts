import type { Statement, StatementLine } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../errors/api-error.ts';
import { previousMonth } from './calendar-months.ts';
import { carriedInto } from './carry-chain.ts';
import { carryExplanation } from './line-explanation.ts';
import { monthLines } from './month-lines.ts';
import { personMonthSums } from './person-month-sums.ts';
import { statementTotals } from './statement-totals.ts';

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

/**
 * The person's statement of an open month "so far": the lines closing would freeze today, all
 * read from the money core's splits and the adjustments, never recomputed beside them.
 * @param month - `YYYY-MM`, a month of the organization's calendar
 */
export async function statementOf(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<Statement> {
  const { display_name, email } = await person(db, organizationId, userId);
  const lines = await monthLines(db, organizationId, userId, month);
  const carriedIn = carriedInto(await personMonthSums(db, organizationId, userId, month), month);
  if (carriedIn < 0) lines.push(carryLine(month, carriedIn));
  lines.sort(lineOrder);
  return {
    statement_id: null,
    month,
    status: 'open',
    version: 1,
    user_id: userId,
    display_name,
    email,
    currency: 'USD',
    lines,
    totals: statementTotals(lines),
    closed_at: null,
  };
}
