import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adjustments } from './adjustments';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A person's dispute of a line of their statement
 * (docs/decisions/0058-statements-from-the-money-core.md, "Disputes"). The line is named by its
 * stable key and month, and copied as the person saw it: an open month's line has no stored row to
 * point at, and a closed one may be reopened into a new version.
 */
export const statementDisputes = pgTable(
  'statement_disputes',
  {
    statementDisputeId: integer('statement_dispute_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    lineKey: text('line_key').notNull(),
    lineExplanation: text('line_explanation').notNull(),
    lineAmountCents: bigint('line_amount_cents', { mode: 'number' }).notNull(),
    comment: text('comment').notNull(),
    status: text('status').notNull().default('open'),
    resolutionReason: text('resolution_reason'),
    adjustmentId: integer('adjustment_id').references(() => adjustments.adjustmentId, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    // One open dispute per line: a second flag of the same line waits for the first's verdict.
    uniqueIndex('statement_disputes_open_line_idx')
      .on(t.organizationId, t.userId, t.month, t.lineKey)
      .where(sql`${t.status} = 'open'`),
    index('statement_disputes_org_status_idx').on(t.organizationId, t.status, t.month),
    index('statement_disputes_user_month_idx').on(t.userId, t.month),
    check('statement_disputes_status_check', sql`${t.status} in ('open', 'accepted', 'rejected')`),
    check('statement_disputes_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
