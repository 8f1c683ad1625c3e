import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { products } from './products';
import { roles } from './roles';
import { transactions } from './transactions';
import { users } from './users';

/**
 * One row per paid person of an approved transaction. A refund after approval appends
 * `reversal` rows (negative amounts, dated on the refund) so history is never rewritten.
 * `rate` is a fraction (0.1 = 10 %); `amount_cents = round(transaction.amount × rate)`.
 */
export const commissionSplits = pgTable(
  'commission_splits',
  {
    commissionSplitId: integer('commission_split_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.transactionId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    /** The transaction's product, kept here so a product's commission is one index range. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    roleId: integer('role_id').references(() => roles.roleId, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['earned', 'reversal'] }).notNull().default('earned'),
    rate: numeric('rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    splitDate: date('split_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_splits_org_date_idx').on(t.organizationId, t.splitDate),
    index('commission_splits_user_date_idx').on(t.userId, t.splitDate),
    index('commission_splits_transaction_idx').on(t.transactionId),
    index('commission_splits_product_date_idx').on(t.productId, t.splitDate),
    check('commission_splits_kind_check', sql`${t.kind} in ('earned', 'reversal')`),
    check('commission_splits_rate_check', sql`${t.rate} >= 0 and ${t.rate} <= 1`),
  ],
);
