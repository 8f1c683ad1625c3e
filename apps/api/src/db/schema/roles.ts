import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Sales roles: what a rep is paid as. `commission` is a percent of cash collected (10 = 10 %):
 * the role's rate on every date until its first dated change, after which `role_rates` holds
 * the rate in force on each date (role-rates.ts). An archived role (`is_active` false) leaves
 * the pickers; whoever holds it keeps being paid at it.
 */
export const roles = pgTable(
  'roles',
  {
    roleId: integer('role_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    roleTitle: text('role_title').notNull(),
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Counts edits: a form sends back the version it read, and a stale one gets 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('roles_org_idx').on(t.organizationId),
    uniqueIndex('roles_org_title_unique').on(t.organizationId, sql`lower(${t.roleTitle})`),
    check('roles_commission_check', sql`${t.commission} >= 0 and ${t.commission} <= 100`),
  ],
);
