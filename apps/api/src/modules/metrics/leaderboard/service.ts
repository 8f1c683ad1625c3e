import type { Leaderboard, LeaderboardQuery } from '@salesdash/api-contract';
import { daysInRange } from '@salesdash/util-period';
import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import type { Database } from '../../../db/client.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import {
  metricValues,
  metricsScopeOf,
  scopeFilter,
  personBoard,
} from '../../../domain/metrics/index.ts';
import { organizationTimezone } from '../../../domain/organization-timezone.ts';
import { rankBoard } from './rank-board.ts';

export type LeaderboardService = {
  /**
   * The organization's board for a range: its active people (of the sales roles asked for, or
   * all) ranked in every category, values as their own metrics have them.
   */
  board(viewer: UserPrincipal, query: LeaderboardQuery): Promise<Leaderboard>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    leaderboardService: LeaderboardService;
  }
}

/** Creates the leaderboard service: one scope (the board), one read of `person_rollups`. */
export function createLeaderboardService(database: Database): LeaderboardService {
  const { db } = database;
  return {
    async board(viewer, query) {
      const filter = scopeFilter(metricsScopeOf(viewer, { kind: 'board', roles: query.role }));
      const timezone = await organizationTimezone(db, viewer.organizationId);
      const today = DateTime.now().setZone(timezone).toISODate() ?? '';
      const range = { startDate: query.startDate, endDate: query.endDate };
      const people = await personBoard(db, viewer.organizationId, filter, range, today);
      const days = daysInRange(range);
      return rankBoard(
        people.map(({ totals, ...person }) => ({ ...person, values: metricValues(totals, days) })),
      );
    },
  };
}

/** Decorates `leaderboardService`. */
export const leaderboardServicePlugin = fp(
  async (app) => {
    app.decorate('leaderboardService', createLeaderboardService(app.db));
  },
  { name: 'leaderboard-service', dependencies: ['db'] },
);
