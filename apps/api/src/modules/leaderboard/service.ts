import type { Leaderboard, LeaderboardQuery } from '@salesdash/api-contract';
import { daysInRange } from '@salesdash/util-period';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { metricValues } from '../metrics/metric-values.ts';
import { metricsScopeOf } from '../metrics/metrics-scope.ts';
import { emptyTotals } from '../metrics/range-totals.ts';
import { scopeFilter } from '../metrics/scope-filter.ts';
import { personBoardTotals } from '../metrics/totals-queries.ts';
import { organizationTimezone } from '../organizations/organization-timezone.ts';
import { rankBoard, type BoardPerson } from './rank-board.ts';

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

type PersonRow = Omit<BoardPerson, 'values'>;

/** Creates the leaderboard service: one scope (the board), one read of `person_rollups`. */
export function createLeaderboardService(database: Database): LeaderboardService {
  const { db } = database;
  return {
    async board(viewer, query) {
      const filter = scopeFilter(metricsScopeOf(viewer, { kind: 'board', roles: query.role }));
      const timezone = await organizationTimezone(db, viewer.organizationId);
      const today = DateTime.now().setZone(timezone).toISODate() ?? '';
      const range = { startDate: query.startDate, endDate: query.endDate };
      const [people, totals] = await Promise.all([
        db.execute(
          // Pending invites (no password yet) are not on the board.
          sql`SELECT u.user_id, u.display_name, u.avatar, u.profile_picture, r.role_title
            FROM users u LEFT JOIN roles r ON r.role_id = u.role_id
            WHERE u.organization_id = ${viewer.organizationId} AND u.password_hash IS NOT NULL
              AND u.user_id = ANY(${filter.people})`,
        ) as unknown as Promise<{ rows: PersonRow[] }>,
        personBoardTotals(db, filter, range, today),
      ]);
      const days = daysInRange(range);
      return rankBoard(
        people.rows.map((person) => ({
          ...person,
          user_id: Number(person.user_id),
          values: metricValues(totals.get(Number(person.user_id)) ?? emptyTotals, days),
        })),
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
