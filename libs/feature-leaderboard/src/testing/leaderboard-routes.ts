import type { LeaderboardMetric } from '@salesdash/api-contract';
import {
  exampleLeaderboard,
  exampleLeaderboardPage,
  exampleLongLeaderboard,
  exampleRoles,
  success,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the leaderboard's calls answer in a story or test; data unless given. */
export type LeaderboardRoutesOptions = {
  board?: FakeRoute;
  roles?: FakeRoute;
  /** "Show all" (`metrics/users/leaderboard/:metric`): pages of a board of 30 unless given. */
  page?: FakeRoute;
};

/** The example roles with a third that pays no commission (never offered as a filter). */
export const exampleFilterRoles = [
  ...exampleRoles,
  { role_id: '3', role_title: 'Appointment Setter', commission: 2 },
  { role_id: '4', role_title: 'Admin Staff', commission: 0 },
].map((role) => ({ is_active: true, version: 1, rates: [], ...role }));

/**
 * "Show all" of `exampleLongLeaderboard(count)`: the page and size the call asks for.
 * @param count - how many people the board ranks
 */
export function longBoardPages(count: number): FakeRoute {
  return ({ params, query }: FakeRequest) =>
    success(
      exampleLeaderboardPage(params['metric'] as LeaderboardMetric, count, {
        page: Number(query.get('page') ?? 1),
        limit: Number(query.get('limit') ?? 10),
      }),
    );
}

/**
 * The options of a board of `count` people (Rep 01 … Rep `count`), its "Show all" pages with it.
 * @param callerId - the signed-in person's id (Rep k is 99 + k), whose own entry it carries
 */
export function longBoardOptions(count: number, callerId: number | null = null) {
  return {
    board: success(exampleLongLeaderboard(count, callerId)),
    page: longBoardPages(count),
  } satisfies LeaderboardRoutesOptions;
}

/** A fake API of the leaderboard and the roles: the example board unless `options` say else. */
export function leaderboardRoutes(options: LeaderboardRoutesOptions = {}): FakeRoutes {
  return {
    'GET metrics/users/leaderboard': options.board ?? success(exampleLeaderboard()),
    'GET metrics/users/leaderboard/:metric': options.page ?? longBoardPages(30),
    'GET roles': options.roles ?? success(exampleFilterRoles),
  };
}
