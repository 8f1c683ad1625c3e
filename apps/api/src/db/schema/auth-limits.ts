import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Sign-in and password-reset attempts, one row each, when several API instances share a
 * PostgreSQL server (DATABASE_URL): every instance counts the same attempts. `scope` names
 * the limit (`login-ip`, `reset-ip`, `reset-email`), `key` is the SHA-256 of what is limited
 * (an address, an email), `at_ms` the attempt's time in epoch milliseconds.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.scope, t.key, t.atMs)],
);

/**
 * Failed sign-ins per (email, address), for the growing delays: how many in a row and when
 * the last one was (epoch milliseconds). Shared by every instance like `auth_attempts`.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastAtMs: bigint('last_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'auth_failures_pk', columns: [t.scope, t.key] }),
    index('auth_failures_last_idx').on(t.lastAtMs),
  ],
);
