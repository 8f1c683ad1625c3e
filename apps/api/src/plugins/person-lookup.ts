import type { Database } from '../db/client.ts';
import { parseDataChange } from '../db/data-change-versions.ts';
import { dataChangedChannel } from '../db/data-changed-channel.ts';
import { findPerson, type Person } from '../policy/load-resource.ts';

/** Most people kept at once; past it the cache starts over (a lookup is one indexed read). */
const maxEntries = 10_000;

export type PersonLookup = {
  /** The person as the policy sees them (organization, access, team, status), or undefined. */
  find(userId: number): Promise<Person | undefined>;
  /** Stops listening for changes. */
  close(): Promise<void>;
};

/**
 * How the auth plugin reads the signed-in person on every request, so a deactivation,
 * demotion or team move applies to the very next request.
 *
 * From memory, cleared by every change to `users`, the one table `findPerson` reads (or one
 * that may concern any table): `data_changed` names the table it announces
 * (data-change-versions.ts, `Database.listen`). A read that started before a change never
 * stores its stale row (generation check).
 *
 * - Embedded database (PGlite): this process is the only writer of its data directory, and
 *   PGlite delivers the notification (a statement trigger on every table, migration 0004)
 *   before the committing statement resolves, so every change, whoever makes it (a route, a
 *   test's raw SQL), clears the cache before the write is acknowledged.
 * - PostgreSQL (postgres-changes.ts): this process's own committed writes clear it before they
 *   resolve; another instance's write clears it when its notification arrives, a few
 *   milliseconds after that commit. Until then this instance may let a person just
 *   deactivated elsewhere make a request or two; with the listening connection lost, the cache
 *   starts over every 50 ms (accepted to reach 2,000 req/s on `/me`).
 * - Without change notifications (a `Database` with no `listen`): read on every request.
 */
export async function createPersonLookup(database: Database): Promise<PersonLookup> {
  if (!database.listen) {
    return { find: (userId) => findPerson(database.db, userId), close: async () => undefined };
  }
  const cache = new Map<number, Person | null>();
  let generation = 0;
  const stop = await database.listen(dataChangedChannel, (payload) => {
    const { table } = parseDataChange(payload);
    if (table !== 'users' && table !== '*') return;
    generation += 1;
    cache.clear();
  });
  return {
    async find(userId) {
      const cached = cache.get(userId);
      if (cached !== undefined) return cached ?? undefined;
      const seen = generation;
      const row = await findPerson(database.db, userId);
      if (seen === generation) {
        if (cache.size >= maxEntries) cache.clear();
        cache.set(userId, row ?? null);
      }
      return row;
    },
    close: stop,
  };
}
