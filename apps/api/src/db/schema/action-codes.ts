import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

export const actionCodeKinds = ['invite', 'reset'] as const;

/**
 * Single-use links sent to one person: an invite (7 days) or a password reset (1 hour).
 * Only the token's SHA-256 is stored; `used_at` makes it single-use.
 */
export const actionCodes = pgTable(
  'action_codes',
  {
    actionCodeId: integer('action_code_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: actionCodeKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('action_codes_token_hash_unique').on(t.tokenHash),
    index('action_codes_user_idx').on(t.userId),
    check('action_codes_kind_check', sql`${t.kind} in ('invite', 'reset')`),
  ],
);
