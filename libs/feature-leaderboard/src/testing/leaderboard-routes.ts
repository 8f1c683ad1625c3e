import {
  exampleLeaderboard,
  exampleRoles,
  success,
  type FakeRoute,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the leaderboard's calls answer in a story or test; data unless given. */
export type LeaderboardRoutesOptions = {
  board?: FakeRoute;
  roles?: FakeRoute;
};

/** The example roles with a third that pays no commission (never offered as a filter). */
export const exampleFilterRoles = [
  ...exampleRoles,
  { role_id: '3', role_title: 'Appointment Setter', commission: 2 },
  { role_id: '4', role_title: 'Admin Staff', commission: 0 },
];

/** A fake API of the leaderboard and the roles: the example board unless `options` say else. */
export function leaderboardRoutes(options: LeaderboardRoutesOptions = {}): FakeRoutes {
  return {
    'GET metrics/users/leaderboard': options.board ?? success(exampleLeaderboard()),
    'GET roles': options.roles ?? success(exampleFilterRoles),
  };
}
