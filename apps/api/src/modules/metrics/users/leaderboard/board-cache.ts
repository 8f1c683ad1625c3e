import type { Database } from '../../../../db/client.ts';
import { dataChangedChannel } from '../../../../db/data-changed-channel.ts';
import type { RankedBoard } from './rank-board.ts';

/**
 * Most boards kept at once; past it the cache starts over. A board of 500 people (their figures
 * and eight orders) is about 250 KB, so at most ≈ 8 MB.
 */
const maxBoards = 32;

export type BoardCache = {
  /** The board under `key`, ranked by `rank` when no fresh one is kept. */
  get(key: string, rank: () => Promise<RankedBoard>): Promise<RankedBoard>;
  /** Stops listening for changes. */
  close(): Promise<void>;
};

/**
 * Ranked boards, kept until anything is written. Every member of an organization reads the same
 * board, and a `leaderboard:changed` makes every open board and TV reload at once: one ranking
 * serves them all, and a board being ranked is shared by the requests that arrive meanwhile. As in person-lookup.ts, PGlite delivers `data_changed` (migration 0004) before
 * the writing statement resolves, so no board ranked before a write is served after it was
 * acknowledged; on PostgreSQL this process's writes clear it as they commit, other instances'
 * when their notification arrives (db/postgres-changes.ts, decision 0036). Without `listen`,
 * each request ranks.
 */
export async function createBoardCache(database: Database): Promise<BoardCache> {
  if (!database.listen) return { get: (_key, rank) => rank(), close: async () => undefined };
  const boards = new Map<string, Promise<RankedBoard>>();
  const stop = await database.listen(dataChangedChannel, () => boards.clear());
  return { get: (key, rank) => kept(boards, key, rank), close: stop };
}

/**
 * `map`'s promise under `key`, or `load`'s, kept there (and shared meanwhile) unless it fails.
 * Cleared by a write while loading, it is not put back: only what was read after the last
 * write is kept.
 */
function kept<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const found = map.get(key);
  if (found) return found;
  const loading = load();
  if (map.size >= maxBoards) map.clear();
  map.set(key, loading);
  loading.catch(() => {
    if (map.get(key) === loading) map.delete(key);
  });
  return loading;
}
