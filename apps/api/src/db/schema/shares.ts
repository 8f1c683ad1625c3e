import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

export const shareTypes = ['employee', 'product', 'call', 'leaderboard'] as const;

/** A share link: read-only access to one resource. Only the token's SHA-256 is stored. */
export const shares = pgTable(
  'shares',
  {
    shareId: integer('share_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    type: text('type', { enum: shareTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    name: text('name').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The creator chose to show customers' and leads' names and emails in full. Off by default
     * (and for every link made before the choice existed): a visitor sees initials, no emails.
     */
    includeCustomerDetails: boolean('include_customer_details').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shares_token_hash_unique').on(t.tokenHash),
    index('shares_org_idx').on(t.organizationId),
    check('shares_type_check', sql`${t.type} in ('employee', 'product', 'call', 'leaderboard')`),
  ],
);
