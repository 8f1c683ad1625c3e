import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles } from './roles';

/**
 * A sales role's rate history: from `effective_from` on, the role pays `commission` percent.
 * The commission rule reads the row in force on the deal date, so a % change dated next month
 * leaves this month's pending deals at the old rate, and paid splits keep the rate they were
 * written with. A role's first change also records the rate before it from the first date a
 * deal may have (domain/money/role-rate-sql.ts).
 */
export const roleRates = pgTable(
  'role_rates',
  {
    roleRateId: integer('role_rate_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_rates_role_from_unique').on(t.roleId, t.effectiveFrom),
    check('role_rates_commission_check', sql`${t.commission} >= 0 and ${t.commission} <= 100`),
  ],
);
