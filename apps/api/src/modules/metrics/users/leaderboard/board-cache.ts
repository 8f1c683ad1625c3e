import type { Database } from '../../../../db/client.ts';
import { followDataChanges } from '../../../../db/data-change-versions.ts';
import { unreadByCachedAnswers } from '../../../../plugins/read-cache-unread.ts';
import type { RankedBoard } from './rank-board.ts';

/**
 * Most boards kept at once; past it the cache starts over. A board of 500 people (their figures
 * and eight orders) is about 250 KB, so at most ≈ 8 MB.
 */
const maxBoards = 32;

export type BoardCache = {
  /** `organizationId`'s board under `key`, ranked by `rank` when no fresh one is kept. */
  get(organizationId: number, key: string, rank: () => Promise<RankedBoard>): Promise<RankedBoard>;
  /** Stops listening for changes. */
  close(): Promise<void>;
};

const unread = new Set(unreadByCachedAnswers);

/**
 * Ranked boards, kept until something of their organization they may read is written: every
 * table but read-cache-unread.ts's, by the version stamps of data-change-versions.ts
 * (docs/decisions/0069-scoped-read-invalidation.md). Every member of an organization reads the
 * same board, and a `leaderboard:changed` makes every open board and TV reload at once: one
 * ranking serves them all, and a board being ranked is shared by the requests that arrive
 * meanwhile. As in person-lookup.ts, PGlite delivers `data_changed` before the writing
 * statement resolves, so no board ranked before a write is served after it was acknowledged;
 * on PostgreSQL this process's writes are heard before they resolve too, other instances' when
 * their notification arrives (db/postgres-changes.ts, decision 0036). Without `listen`, each
 * request ranks.
 */
export async function createBoardCache(database: Database): Promise<BoardCache> {
  const following = await followDataChanges(database);
  if (!following) return { get: (_org, _key, rank) => rank(), close: async () => undefined };
  const { versions } = following;
  const boards = new Map<string, { stamp: number; board: Promise<RankedBoard> }>();
  return {
    get(organizationId, key, rank) {
      // The stamp before ranking: a write while it ranks makes this board stale at once, so
      // only what was read after the last write is served again.
      const stamp = versions.stamp(organizationId, unread);
      const found = boards.get(key);
      if (found?.stamp === stamp) return found.board;
      const board = rank();
      if (boards.size >= maxBoards) boards.clear();
      const entry = { stamp, board };
      boards.set(key, entry);
      board.catch(() => {
        if (boards.get(key) === entry) boards.delete(key);
      });
      return board;
    },
    close: following.stop,
  };
}
