import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/** Bonuses (positive) and clawbacks (negative), added to the user's commission. */
export const adjustments = pgTable(
  'adjustments',
  {
    adjustmentId: integer('adjustment_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    adjustmentDate: date('adjustment_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Soft delete: a deleted adjustment stays for the audit trail but leaves every figure.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    index('adjustments_org_date_idx').on(t.organizationId, t.adjustmentDate),
    index('adjustments_user_date_idx').on(t.userId, t.adjustmentDate),
  ],
);
