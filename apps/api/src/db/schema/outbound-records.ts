import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { products } from './products';
import { users } from './users';

/** A setter's or closer's outbound touch: a message sent or a call made. */
export const outboundRecords = pgTable(
  'outbound_records',
  {
    outboundRecordId: integer('outbound_record_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.productId, {
      onDelete: 'set null',
    }),
    type: text('type', { enum: ['message', 'call'] }).notNull(),
    answered: boolean('answered').notNull().default(false),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbound_records_org_date_idx').on(t.organizationId, t.createdAt),
    index('outbound_records_user_date_idx').on(t.userId, t.createdAt),
    index('outbound_records_product_date_idx').on(t.productId, t.createdAt),
    check('outbound_records_type_check', sql`${t.type} in ('message', 'call')`),
    check('outbound_records_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);
