import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles } from './roles';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts edits: a form sends back the version it read, and a stale one gets 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('products_org_idx').on(t.organizationId),
    uniqueIndex('products_org_name_unique').on(t.organizationId, sql`lower(${t.name})`),
    check('products_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A product's team: the sales role and title a user is paid as on that product. */
export const productEmployees = pgTable(
  'product_employees',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'restrict' }),
    title: text('title').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    index('product_employees_user_idx').on(t.userId),
  ],
);
