import type { Database } from '../../db/client.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';
import {
  backoffWaitMs,
  type FailureBackoff,
  type FailureBackoffOptions,
} from './failure-backoff.ts';

/** Every this many failures an instance deletes the entries past their quiet spell. */
const sweepEvery = 100;

/**
 * `createFailureBackoff`'s growing delays with the counts in the `auth_failures` table, so a
 * guesser spreading tries over several API instances on one PostgreSQL waits as long as on
 * one. A failure is one upsert (a quiet spell longer than `forgetAfterMs` starts the count
 * over), so concurrent failures of one key are all counted. Keys are stored as SHA-256.
 */
export function createDatabaseFailureBackoff(
  database: Database,
  scope: string,
  options: FailureBackoffOptions,
): FailureBackoff {
  let sinceSweep = 0;
  return {
    async retryAfterMs(key, now = Date.now()) {
      const [row] = await database.query<{ count: number; last_at_ms: string }>(
        'SELECT count, last_at_ms::text FROM auth_failures WHERE scope = $1 AND key = $2',
        [scope, hashOpaqueToken(key)],
      );
      const entry = row && { count: Number(row.count), lastAt: Number(row.last_at_ms) };
      return backoffWaitMs(options, entry, now);
    },
    async fail(key, now = Date.now()) {
      const [row] = await database.query<{ count: number }>(
        `INSERT INTO auth_failures AS f (scope, key, count, last_at_ms) VALUES ($1, $2, 1, $3)
         ON CONFLICT (scope, key) DO UPDATE SET
           count = CASE WHEN $3 - f.last_at_ms > $4 THEN 1 ELSE f.count + 1 END,
           last_at_ms = $3
         RETURNING count`,
        [scope, hashOpaqueToken(key), now, options.forgetAfterMs],
      );
      sinceSweep += 1;
      if (sinceSweep >= sweepEvery) {
        sinceSweep = 0;
        await database.query('DELETE FROM auth_failures WHERE last_at_ms < $1', [
          now - options.forgetAfterMs,
        ]);
      }
      return Number(row?.count ?? 1);
    },
    async reset(key) {
      await database.query('DELETE FROM auth_failures WHERE scope = $1 AND key = $2', [
        scope,
        hashOpaqueToken(key),
      ]);
    },
  };
}
