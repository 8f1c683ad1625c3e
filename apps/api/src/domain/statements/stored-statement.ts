import { toCents, type Statement, type StatementLine } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, intOrNull, isoDay, isoInstant, jsonRowsOf, rowsOf } from '../../db/rows-of.ts';
import { statements } from '../../db/schema/index.ts';
import { currentStatementSql } from './current-statements.ts';
import { amongPeople } from './month-lines.ts';
import { disputesOfStatement } from './statement-disputes.ts';
import { statementVersions } from './statement-versions.ts';

type Raw = Record<string, unknown>;

const centsOrNull = (amount: number | null) => (amount === null ? null : toCents(amount));

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
 * A stored statement's head row (with a `superseded` column) with its lines and the disputes
 * of its month, as the contract's `Statement`.
 */
async function withLines(db: Db, head: Raw): Promise<Statement> {
  const [lines, disputes] = await Promise.all([
    // As one json text (jsonRowsOf): a payroll zip reads its month's 90,000 lines statement by
    // statement, and PGlite's field-by-field decoding of them was a tenth of the zip's time.
    jsonRowsOf<Raw>(
      db,
      sql`SELECT * FROM statement_lines WHERE statement_id = ${head['statement_id']}`,
    ).then((rows) => rows.sort((a, b) => Number(a['position']) - Number(b['position']))),
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
    // What only a single statement's reading needs: `statementOf` and the read by id fill them in.
    late_notes: [],
    versions: [],
  };
}

/** A frozen statement as the payroll export lists it; its lines read only when asked. */
export type FrozenStatement = {
  statementId: number;
  userId: number;
  displayName: string;
  email: string;
  payrollId: string | null;
  payableCents: number;
  /** The whole statement, lines and all, read now. */
  read: () => Promise<Statement>;
};

/**
 * The frozen statements of a month's period version, by display name: what the payroll export
 * hands on, the lines of one statement at a time so a zip of 500 PDFs never holds them all.
 */
export async function frozenStatementsOf(
  db: Db,
  organizationId: number,
  month: string,
  version: number,
): Promise<FrozenStatement[]> {
  const heads = await rowsOf<Raw>(
    db,
    sql`SELECT s.*, false AS superseded, u.payroll_id FROM statements s JOIN users u ON u.user_id = s.user_id
      WHERE s.organization_id = ${organizationId} AND s.month = ${month}
        AND s.version = ${version}
      ORDER BY lower(s.display_name), s.user_id`,
  );
  return heads.map((head) => ({
    statementId: Number(head['statement_id']),
    userId: Number(head['user_id']),
    displayName: String(head['display_name']),
    email: String(head['email']),
    payrollId: head['payroll_id'] == null ? null : String(head['payroll_id']),
    payableCents: Number(head['payable_cents']),
    read: () => withLines(db, head),
  }));
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
  if (!head) return null;
  const statement = await withLines(db, head);
  return {
    ...statement,
    versions: await statementVersions(db, organizationId, statement.user_id, statement.month),
  };
}

/**
 * The negative balance each person's current frozen statement of `month` carried out, in cents
 * (absent: none frozen, so nothing carried).
 */
export async function storedCarriedOut(
  db: Db,
  organizationId: number,
  people: readonly number[],
  month: string,
): Promise<Map<number, number>> {
  const rows = await rowsOf<{ user_id: unknown; carried_out_cents: unknown }>(
    db,
    sql`SELECT st.user_id, st.carried_out_cents FROM statements st
      WHERE st.organization_id = ${organizationId} AND st.month = ${month}
        AND ${amongPeople(sql`st.user_id`, people)} AND ${currentStatementSql()}`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.carried_out_cents)]));
}

/**
 * Lines per insert. Each chunk goes as ONE jsonb parameter unpacked by `jsonb_to_recordset`:
 * binding 17 parameters a row (51,000 a query) cost PGlite most of a close's time.
 */
const linesPerInsert = 10_000;

/** A statement line's columns as `jsonb_to_recordset` declares them (the table's types). */
const lineColumns = `statement_id int, position int, key text, kind text, line_date date,
  late boolean, product_id int, product_name text, transaction_id int, customer_name text,
  cash_collected_cents bigint, role_title text, rate numeric(6,4), amount_cents bigint,
  explanation text, corrects_month text, corrects_key text`;
const lineNames = `statement_id, position, key, kind, line_date, late, product_id, product_name,
  transaction_id, customer_name, cash_collected_cents, role_title, rate, amount_cents,
  explanation, corrects_month, corrects_key`;
/**
 * Freezes the statements `openStatements` built under their period, in a few set-based
 * inserts (one for the heads, one per few thousand lines): a month of 500 people and 90,000
 * lines closes in seconds, not a round trip per person. Each keeps the ids of its person's
 * disputes still open at the close. Answers their ids, in order.
 */
export async function storeStatements(
  db: Db,
  period: { statementPeriodId: number; organizationId: number; version: number; closedAt: Date },
  frozen: readonly Statement[],
  openDisputeIds: ReadonlyMap<number, readonly number[]> = new Map(),
): Promise<number[]> {
  if (frozen.length === 0) return [];
  const rows = await db
    .insert(statements)
    .values(
      frozen.map((statement) => {
        const { totals } = statement;
        return {
          statementPeriodId: period.statementPeriodId,
          organizationId: period.organizationId,
          month: statement.month,
          userId: statement.user_id,
          version: period.version,
          displayName: statement.display_name,
          email: statement.email,
          commissionCents: toCents(totals.commission),
          clawbacksCents: toCents(totals.clawbacks),
          adjustmentsCents: toCents(totals.adjustments),
          carriedInCents: toCents(totals.carried_in),
          correctionsCents: toCents(totals.corrections),
          balanceCents: toCents(totals.balance),
          payableCents: toCents(totals.payable),
          carriedOutCents: toCents(totals.carried_out),
          closedAt: period.closedAt,
          openDisputeIdsAtClose: [...(openDisputeIds.get(statement.user_id) ?? [])],
        };
      }),
    )
    .returning({ id: statements.statementId, userId: statements.userId });
  const idOf = new Map(rows.map((row) => [row.userId, row.id]));
  const lines = frozen.flatMap((statement) =>
    statement.lines.map((line, position) => ({
      statement_id: idOf.get(statement.user_id) ?? 0,
      position,
      key: line.key,
      kind: line.kind,
      line_date: line.date,
      late: line.late,
      product_id: line.product_id,
      product_name: line.product_name,
      transaction_id: line.transaction_id,
      customer_name: line.customer_name,
      cash_collected_cents: centsOrNull(line.cash_collected),
      role_title: line.role_title,
      rate: line.rate,
      amount_cents: toCents(line.amount),
      explanation: line.explanation,
      corrects_month: line.corrects?.month ?? null,
      corrects_key: line.corrects?.key ?? null,
    })),
  );
  for (let start = 0; start < lines.length; start += linesPerInsert) {
    const chunk = JSON.stringify(lines.slice(start, start + linesPerInsert));
    await db.execute(
      sql`INSERT INTO statement_lines (${sql.raw(lineNames)})
        SELECT ${sql.raw(lineNames)} FROM jsonb_to_recordset(${chunk}::jsonb)
          AS x(${sql.raw(lineColumns)})`,
    );
  }
  return frozen.map((statement) => idOf.get(statement.user_id) ?? 0);
}
