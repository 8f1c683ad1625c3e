import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Organization API keys (docs/decisions/0054-api-keys.md). Only the key's SHA-256 is stored,
 * as for share links and refresh tokens; `prefix` (its first 8 characters) lets admins tell
 * keys apart without the secret.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    apiKeyId: integer('api_key_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The admin the key acts as; a key whose creator is gone or no longer an admin stops. */
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, so a busy key does not write on every read. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_org_idx').on(t.organizationId),
    check('api_keys_scopes_check', sql`cardinality(${t.scopes}) > 0`),
  ],
);
