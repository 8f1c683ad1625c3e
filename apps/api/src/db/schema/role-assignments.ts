import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { products } from './products';
import { roles } from './roles';
import { users } from './users';

/**
 * History of what a person is paid as: from `effective_from` on, `user_id` sells `product_id`
 * (or every product, when null) as `role_id` at `commission` percent. Splits use the row in
 * force on the deal date (domain/money), so a role or rate change never reprices older deals.
 * Without any row the current product team role, else the default role, applies.
 *
 * A null `commission` follows the role's rate in force on the deal date (role_rates), so a
 * role's % change reaches everyone paid as it from its date on; a number is that person's own
 * rate. A null `role_id` on a product ends the product's role from that day on (the person left
 * its team): their deals there follow their every-product rate again.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    roleAssignmentId: integer('role_assignment_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.productId, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.roleId, { onDelete: 'restrict' }),
    /** Percent of cash collected (10 = 10 %), kept here so a later role edit changes nothing. */
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_assignments_user_product_from_unique').on(
      t.userId,
      sql`coalesce(${t.productId}, 0)`,
      t.effectiveFrom,
    ),
    index('role_assignments_org_idx').on(t.organizationId),
    check(
      'role_assignments_commission_check',
      sql`${t.commission} >= 0 and ${t.commission} <= 100`,
    ),
  ],
);
