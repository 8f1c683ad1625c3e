import type { Statement, StatementLine } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, intOrNull, isoDay, isoInstant, rowsOf } from '../../db/rows-of.ts';
import { statementLines, statements } from '../../db/schema/index.ts';
import { currentStatementSql } from './current-statements.ts';
import { disputesOfStatement } from './statement-disputes.ts';

type Raw = Record<string, unknown>;

const cents = (amount: number) => Math.round(amount * 100);
const centsOrNull = (amount: number | null) => (amount === null ? null : cents(amount));

function storedLine(row: Raw): StatementLine {
  const correctsKey = row['corrects_key'];
  return {
    key: String(row['key']),
    kind: row['kind'] as StatementLine['kind'],
    date: isoDay(row['line_date']),
    late: Boolean(row['late']),
    product_id: intOrNull(row['product_id']),
    product_name: row['product_name'] == null ? null : String(row['product_name']),
    transaction_id: intOrNull(row['transaction_id']),
    customer_name: row['customer_name'] == null ? null : String(row['customer_name']),
    cash_collected:
      row['cash_collected_cents'] == null ? null : dollars(row['cash_collected_cents']),
    role_title: row['role_title'] == null ? null : String(row['role_title']),
    rate: row['rate'] == null ? null : Number(row['rate']),
    amount: dollars(row['amount_cents']),
    explanation: String(row['explanation']),
    corrects:
      correctsKey == null
        ? null
        : { month: String(row['corrects_month']), key: String(correctsKey) },
  };
}

/**
 * The person's frozen statement of a closed month, its current version, read as stored: never
 * recomputed. Null when the close froze none for them (no line and no carry that month).
 */
export async function storedStatement(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<Statement | null> {
  const [head] = await rowsOf<Raw>(
    db,
    sql`SELECT st.*, false AS superseded FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
        AND st.month = ${month} AND ${currentStatementSql()}`,
  );
  return head ? withLines(db, head) : null;
}

/**
 * A stored statement by id, of any version: a reopened month's older one answers
 * `superseded: true`. Null when the organization has none of that id.
 */
export async function storedStatementById(
  db: Db,
  organizationId: number,
  statementId: number,
): Promise<Statement | null> {
  const [head] = await rowsOf<Raw>(
    db,
    sql`SELECT st.*, NOT ${currentStatementSql()} AS superseded FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.statement_id = ${statementId}`,
  );
  return head ? withLines(db, head) : null;
}

async function withLines(db: Db, head: Raw): Promise<Statement> {
  const [lines, disputes] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`SELECT * FROM statement_lines WHERE statement_id = ${head['statement_id']}
        ORDER BY position`,
    ),
    disputesOfStatement(
      db,
      Number(head['organization_id']),
      Number(head['user_id']),
      String(head['month']),
    ),
  ]);
  return {
    statement_id: Number(head['statement_id']),
    month: String(head['month']),
    status: 'closed',
    version: Number(head['version']),
    user_id: Number(head['user_id']),
    display_name: String(head['display_name']),
    email: String(head['email']),
    currency: 'USD',
    lines: lines.map(storedLine),
    totals: {
      commission: dollars(head['commission_cents']),
      clawbacks: dollars(head['clawbacks_cents']),
      adjustments: dollars(head['adjustments_cents']),
      carried_in: dollars(head['carried_in_cents']),
      corrections: dollars(head['corrections_cents']),
      balance: dollars(head['balance_cents']),
      payable: dollars(head['payable_cents']),
      carried_out: dollars(head['carried_out_cents']),
    },
    closed_at: isoInstant(head['closed_at']),
    superseded: Boolean(head['superseded']),
    disputes,
    open_dispute_ids_at_close: ((head['open_dispute_ids_at_close'] as unknown[] | null) ?? []).map(
      Number,
    ),
  };
}

/** The negative balance the person's current frozen statement of `month` carried out, in cents. */
export async function storedCarriedOut(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<number> {
  const [row] = await rowsOf<{ carried_out_cents: unknown }>(
    db,
    sql`SELECT carried_out_cents FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
        AND st.month = ${month} AND ${currentStatementSql()}`,
  );
  return row ? Number(row.carried_out_cents) : 0;
}

/**
 * Freezes a statement computed by `statementOf` under its period, with the ids of its disputes
 * still open at the close; answers its id.
 */
export async function storeStatement(
  db: Db,
  period: { statementPeriodId: number; organizationId: number; version: number; closedAt: Date },
  statement: Statement,
  openDisputeIds: readonly number[] = [],
): Promise<number> {
  const { totals } = statement;
  const [row] = await db
    .insert(statements)
    .values({
      statementPeriodId: period.statementPeriodId,
      organizationId: period.organizationId,
      month: statement.month,
      userId: statement.user_id,
      version: period.version,
      displayName: statement.display_name,
      email: statement.email,
      commissionCents: cents(totals.commission),
      clawbacksCents: cents(totals.clawbacks),
      adjustmentsCents: cents(totals.adjustments),
      carriedInCents: cents(totals.carried_in),
      correctionsCents: cents(totals.corrections),
      balanceCents: cents(totals.balance),
      payableCents: cents(totals.payable),
      carriedOutCents: cents(totals.carried_out),
      closedAt: period.closedAt,
      openDisputeIdsAtClose: [...openDisputeIds],
    })
    .returning({ id: statements.statementId });
  if (!row) throw new Error('a statement was not stored');
  if (statement.lines.length > 0) {
    await db.insert(statementLines).values(
      statement.lines.map((line, position) => ({
        statementId: row.id,
        position,
        key: line.key,
        kind: line.kind,
        lineDate: line.date,
        late: line.late,
        productId: line.product_id,
        productName: line.product_name,
        transactionId: line.transaction_id,
        customerName: line.customer_name,
        cashCollectedCents: centsOrNull(line.cash_collected),
        roleTitle: line.role_title,
        rate: line.rate,
        amountCents: cents(line.amount),
        explanation: line.explanation,
        correctsMonth: line.corrects?.month ?? null,
        correctsKey: line.corrects?.key ?? null,
      })),
    );
  }
  return row.id;
}
