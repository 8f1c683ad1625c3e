import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { products } from './products';
import { users } from './users';

export const transactionTypes = ['new', 'payment_plan'] as const;
export const transactionStatuses = ['pending', 'approved', 'rejected', 'refunded'] as const;

/** A payment collected; `user_id` is the credited closer. Money in integer cents. */
export const transactions = pgTable(
  'transactions',
  {
    transactionId: integer('transaction_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    setterId: integer('setter_id').references(() => users.userId, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    contractValueCents: bigint('contract_value_cents', { mode: 'number' }).notNull().default(0),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    transactionStatus: text('transaction_status', { enum: transactionStatuses })
      .notNull()
      .default('pending'),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Soft delete: a deleted transaction stays for the audit trail but leaves every figure.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    index('transactions_org_date_idx').on(t.organizationId, t.transactionDate),
    index('transactions_user_date_idx').on(t.userId, t.transactionDate),
    index('transactions_setter_date_idx').on(t.setterId, t.transactionDate),
    index('transactions_product_date_idx').on(t.productId, t.transactionDate),
    // A team's (or a person's) rows on one product: a range per person, not the product's.
    index('transactions_product_user_date_idx').on(t.productId, t.userId, t.transactionDate),
    check('transactions_type_check', sql`${t.transactionType} in ('new', 'payment_plan')`),
    check(
      'transactions_status_check',
      sql`${t.transactionStatus} in ('pending', 'approved', 'rejected', 'refunded')`,
    ),
    check('transactions_amount_check', sql`${t.amountCents} >= 0`),
    check('transactions_contract_value_check', sql`${t.contractValueCents} >= 0`),
  ],
);
