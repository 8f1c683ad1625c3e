import type { Database } from '../db/client.ts';
import { findPerson, type Person } from '../policy/load-resource.ts';

/** The channel migration 0004 notifies on every committed change to any table. */
export const dataChangedChannel = 'data_changed';

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
 * Embedded database (PGlite): from memory. This process is the only writer of its data
 * directory, and PGlite delivers the `data_changed` notification (a statement trigger on every
 * table, migration 0004) before the committing statement resolves, so every change, whoever
 * makes it (a route, a test's raw SQL), clears the cache before the write is acknowledged.
 * A read that started before a change never stores its stale row (generation check).
 *
 * PostgreSQL: read on every request (one primary-key lookup). Several instances may share the
 * database, and a notification reaches the others only some time after the write has been
 * acknowledged: a cache invalidated that way could let a deactivated person through on
 * another instance, so there is none.
 */
export async function createPersonLookup(database: Database): Promise<PersonLookup> {
  if (!database.listen) {
    return { find: (userId) => findPerson(database.db, userId), close: async () => undefined };
  }
  const cache = new Map<number, Person | null>();
  let generation = 0;
  const stop = await database.listen(dataChangedChannel, () => {
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
