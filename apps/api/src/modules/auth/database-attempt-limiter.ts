import type { Database } from '../../db/client.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';

/** Every this many hits an instance deletes its scope's attempts that no longer count. */
const sweepEvery = 100;

/**
 * `createAttemptLimiter`'s sliding window with the attempts in the `auth_attempts` table, so
 * every API instance on one PostgreSQL counts the same attempts: at most `limit` per key in
 * any `windowMs`. Keys are stored as SHA-256 (they hold addresses and emails). A check and
 * the hit after it are two statements: attempts racing at the very edge of the limit may
 * each pass, at most one per request in flight.
 */
export function createDatabaseAttemptLimiter(
  database: Database,
  scope: string,
  limit: number,
  windowMs: number,
): AttemptLimiter {
  let sinceSweep = 0;
  return {
    async retryAfterMs(key, now = Date.now()) {
      const rows = await database.query<{ at: string }>(
        `SELECT at_ms::text AS at FROM auth_attempts
         WHERE scope = $1 AND key = $2 AND at_ms > $3
         ORDER BY at_ms DESC LIMIT $4`,
        [scope, hashOpaqueToken(key), now - windowMs, limit],
      );
      if (rows.length < limit) return 0;
      const oldestThatCounts = Number(rows[limit - 1]?.at ?? now);
      return Math.max(1, oldestThatCounts + windowMs - now);
    },
    async hit(key, now = Date.now()) {
      await database.query('INSERT INTO auth_attempts (scope, key, at_ms) VALUES ($1, $2, $3)', [
        scope,
        hashOpaqueToken(key),
        now,
      ]);
      sinceSweep += 1;
      if (sinceSweep >= sweepEvery) {
        sinceSweep = 0;
        await database.query('DELETE FROM auth_attempts WHERE scope = $1 AND at_ms <= $2', [
          scope,
          now - windowMs,
        ]);
      }
    },
    async reset(key) {
      await database.query('DELETE FROM auth_attempts WHERE scope = $1 AND key = $2', [
        scope,
        hashOpaqueToken(key),
      ]);
    },
  };
}
