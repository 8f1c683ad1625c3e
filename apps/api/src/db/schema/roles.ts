import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** Sales roles: what a rep is paid as. `commission` is a percent of cash collected (10 = 10 %). */
export const roles = pgTable(
  'roles',
  {
    roleId: integer('role_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    roleTitle: text('role_title').notNull(),
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('roles_org_idx').on(t.organizationId),
    check('roles_commission_check', sql`${t.commission} >= 0 and ${t.commission} <= 100`),
  ],
);
