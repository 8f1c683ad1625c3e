import {
  acceptsKey,
  type MatrixEntry,
  shareable,
} from '../../../../security-matrix/matrix-cells.ts';

/**
 * Every member reads their own organization's board; only a leaderboard link opens it. Every
 * fixture person has the board in their plan: the plan's cells (the board and its links refused
 * to a non-client) are policy.test.ts's and shares/routes.test.ts's.
 */
const readsTheBoard = shareable({
  employee: '2xx',
  otherOrgEmployee: '2xx',
  otherTeamManager: '2xx',
  manager: '2xx',
  admin: '2xx',
  otherShare: 403,
  ownShare: 403,
});

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const leaderboardMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/metrics/users/leaderboard',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('metrics:read', readsTheBoard),
  },
  {
    method: 'GET',
    path: '/api/metrics/users/leaderboard/{metric}',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/metrics/users/leaderboard/totalCash',
      query: { startDate: '2026-01-01', endDate: '2026-01-31', page: '2' },
    }),
    // "Show all" of one category: read exactly as the board.
    expect: acceptsKey('metrics:read', readsTheBoard),
  },
];
