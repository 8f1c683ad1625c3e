import type {
  Leaderboard,
  LeaderboardMetric,
  LeaderboardPage,
  LeaderboardPageQuery,
  LeaderboardQuery,
} from '@salesdash/api-contract';
import { daysInRange } from '@salesdash/util-period';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client.ts';
import {
  metricValues,
  metricsScopeOf,
  scopeFilter,
  personBoard,
} from '../../../../domain/metrics/index.ts';
import type { UserPrincipal } from '../../../../policy/principal.ts';
import { leaderboardOf, leaderboardPageOf } from './board-answers.ts';
import { createBoardCache } from './board-cache.ts';
import { rankBoard, type RankedBoard } from './rank-board.ts';

/** Whose board: the organization read, and the signed-in person (null for a share link). */
export type BoardReader = { viewer: UserPrincipal; callerId: number | null };

export type LeaderboardService = {
  /**
   * The organization's board for a range (docs/product-rules.md#leaderboard): its active people (of
   * the sales roles asked for, or all) ranked in every category, values as their own metrics have
   * them; each category's first ten, the caller's own entry and the count.
   */
  board(reader: BoardReader, query: LeaderboardQuery): Promise<Leaderboard>;
  /** One page of one category's whole ranking ("Show all"). */
  page(
    reader: BoardReader,
    metric: LeaderboardMetric,
    query: LeaderboardPageQuery,
  ): Promise<LeaderboardPage>;
  close(): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    leaderboardService: LeaderboardService;
  }
}

/**
 * Creates the leaderboard service: one scope (the board), one read of `person_rollups`, ranked
 * once per organization, range, roles and day, then sliced per answer (kept on the embedded
 * engine until a write, board-cache.ts, unless `keepBoards` is false).
 */
export async function createLeaderboardService(
  database: Database,
  { keepBoards = true }: { keepBoards?: boolean } = {},
): Promise<LeaderboardService> {
  const { db } = database;
  // Without kept boards (the bench's cold figures), every request ranks, as on PostgreSQL.
  const cache = await createBoardCache(keepBoards ? database : { ...database, listen: undefined });

  async function ranked({ viewer }: BoardReader, query: LeaderboardQuery): Promise<RankedBoard> {
    const organizationId = viewer.organizationId;
    const range = { startDate: query.startDate, endDate: query.endDate };
    const roles = [...(query.role ?? [])].sort((a, b) => a - b);
    // A board's figures do not depend on today (boardCover): kept across midnight until a write.
    const key = [organizationId, range.startDate, range.endDate, roles.join(',')].join(' ');
    return cache.get(organizationId, key, async () => {
      const filter = scopeFilter(metricsScopeOf(viewer, { kind: 'board', roles }));
      const people = await personBoard(db, organizationId, filter, range);
      const days = daysInRange(range);
      // Fields named, not spread: a rest pattern over 500 people cost a third of a millisecond.
      return rankBoard(
        people.map((person) => ({
          user_id: person.user_id,
          display_name: person.display_name,
          avatar: person.avatar,
          profile_picture: person.profile_picture,
          role_title: person.role_title,
          values: metricValues(person.totals, days),
        })),
      );
    });
  }

  return {
    async board(reader, query) {
      return leaderboardOf(await ranked(reader, query), reader.callerId);
    },
    async page(reader, metric, query) {
      return leaderboardPageOf(await ranked(reader, query), metric, query);
    },
    close: cache.close,
  };
}

/** Decorates `leaderboardService`. */
export const leaderboardServicePlugin = fp(
  async (app) => {
    const service = await createLeaderboardService(app.db);
    app.decorate('leaderboardService', service);
    app.addHook('onClose', service.close);
  },
  { name: 'leaderboard-service', dependencies: ['db'] },
);
