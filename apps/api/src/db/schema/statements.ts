import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A month of an organization's calendar as a statement period
 * (docs/decisions/0058-statements-from-the-money-core.md): open, then closed by an admin. `version`
 * counts closings (a reopening will close it again as one more); a month with no row is open.
 */
export const statementPeriods = pgTable(
  'statement_periods',
  {
    statementPeriodId: integer('statement_period_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `YYYY-MM`, a month of the organization's time zone. */
    month: text('month').notNull(),
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(1),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.userId, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('statement_periods_org_month_idx').on(t.organizationId, t.month),
    check('statement_periods_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('statement_periods_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * A person's frozen statement of a closed month: the totals in cents as closing computed them,
 * and the person named as they were then. Never updated; a reopening adds a new version.
 */
export const statements = pgTable(
  'statements',
  {
    statementId: integer('statement_id').primaryKey().generatedByDefaultAsIdentity(),
    statementPeriodId: integer('statement_period_id')
      .notNull()
      .references(() => statementPeriods.statementPeriodId, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    clawbacksCents: bigint('clawbacks_cents', { mode: 'number' }).notNull(),
    adjustmentsCents: bigint('adjustments_cents', { mode: 'number' }).notNull(),
    carriedInCents: bigint('carried_in_cents', { mode: 'number' }).notNull(),
    correctionsCents: bigint('corrections_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    payableCents: bigint('payable_cents', { mode: 'number' }).notNull(),
    carriedOutCents: bigint('carried_out_cents', { mode: 'number' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    /** The person's disputes of the month still open when it closed (0029): the statement shows them. */
    openDisputeIdsAtClose: integer('open_dispute_ids_at_close')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('statements_org_month_user_version_idx').on(
      t.organizationId,
      t.month,
      t.userId,
      t.version,
    ),
    index('statements_period_idx').on(t.statementPeriodId),
    index('statements_user_idx').on(t.userId, t.month),
  ],
);

/**
 * A frozen line: the contract's `StatementLine` in cents, with its source key (`split:<id>`,
 * `adjustment:<id>`, `carry:<YYYY-MM>`) and its place in the statement. No foreign key to the
 * product or the deal: the line keeps what they were at close.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    statementLineId: integer('statement_line_id').primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.statementId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    late: boolean('late').notNull(),
    productId: integer('product_id'),
    productName: text('product_name'),
    transactionId: integer('transaction_id'),
    customerName: text('customer_name'),
    cashCollectedCents: bigint('cash_collected_cents', { mode: 'number' }),
    roleTitle: text('role_title'),
    rate: numeric('rate', { precision: 6, scale: 4, mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    explanation: text('explanation').notNull(),
    correctsMonth: text('corrects_month'),
    correctsKey: text('corrects_key'),
  },
  (t) => [
    uniqueIndex('statement_lines_statement_key_idx').on(t.statementId, t.key),
    check(
      'statement_lines_kind_check',
      sql`${t.kind} in ('commission', 'clawback', 'adjustment', 'carry_over', 'correction')`,
    ),
  ],
);
