import type { Leaderboard } from '@salesdash/api-contract';
import {
  createFakeApiClient,
  exampleLeaderboardPage,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { fetchLeaderboard, fetchLeaderboardPage, leaderboardQueryOf } from './fetch-leaderboard.ts';
import {
  leaderboardPageQueryOptions,
  leaderboardQueryOptions,
} from './leaderboard-query-options.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
const board: Leaderboard = [
  {
    title: 'Total Cash Collected',
    metric: 'totalCash',
    users: [
      {
        user_id: 3,
        display_name: 'Casey Closer',
        avatar: null,
        profile_picture: null,
        role_title: 'Closer',
        value: 12_500,
        rank: 1,
        place: 1,
      },
    ],
    caller: null,
    totalCount: 1,
  },
];

describe('leaderboardQueryOf', () => {
  it.each([
    ['no role: none sent', [], {}],
    ['roles comma-joined, sorted and once', [5, 2, 5], { role: '2,5' }],
  ])('%s', (_name, roles, expected) => {
    expect(leaderboardQueryOf(range, roles)).toEqual({ ...range, ...expected });
  });
});

describe('fetchLeaderboard', () => {
  it('reads the board of the range, with the roles only when chosen', async () => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/users/leaderboard': success(board),
    });
    expect(await fetchLeaderboard(api, leaderboardQueryOf(range))).toEqual(board);
    await fetchLeaderboard(api, leaderboardQueryOf(range, [2]));
    expect(requests.map((request) => Object.fromEntries(request.query))).toEqual([
      range,
      { ...range, role: '2' },
    ]);
  });

  it('fails as “Failed to load Leaderboards”', async () => {
    const { api } = createFakeApiClient({
      'GET metrics/users/leaderboard': failure(
        403,
        'forbidden',
        'The leaderboard is not part of your plan',
      ),
    });
    await expect(fetchLeaderboard(api, leaderboardQueryOf(range))).rejects.toMatchObject({
      message: 'Failed to load Leaderboards',
      cause: { status: 403 },
    });
  });

  it('keys one board per period and roles, and refetches on focus', () => {
    const { api } = createFakeApiClient({});
    const options = leaderboardQueryOptions(api, leaderboardQueryOf(range, [5, 2]));
    expect(options.queryKey).toEqual(['metrics', 'leaderboard', { ...range, role: '2,5' }]);
    expect(options.refetchOnWindowFocus).toBe('always');
  });
});

describe('fetchLeaderboardPage', () => {
  it('reads one page of a category with the board’s range and roles', async () => {
    const page = exampleLeaderboardPage('callsMade', 14, { page: 2, limit: 5 });
    const { api, requests } = createFakeApiClient({
      'GET metrics/users/leaderboard/:metric': success(page),
    });
    const query = leaderboardQueryOf(range, [2]);
    expect(await fetchLeaderboardPage(api, 'callsMade', { ...query, page: 2, limit: 5 })).toEqual(
      page,
    );
    expect(requests.map((request) => [request.path, Object.fromEntries(request.query)])).toEqual([
      ['metrics/users/leaderboard/callsMade', { ...range, role: '2', page: '2', limit: '5' }],
    ]);
  });

  it('fails as “Failed to load Leaderboards”', async () => {
    const { api } = createFakeApiClient({
      'GET metrics/users/leaderboard/:metric': failure(400, 'validation', 'limit: too big'),
    });
    await expect(
      fetchLeaderboardPage(api, 'callsMade', { ...range, limit: 500 }),
    ).rejects.toMatchObject({ message: 'Failed to load Leaderboards', cause: { status: 400 } });
  });

  it('keys each page under its board, so the board’s reloads reach it', () => {
    const { api } = createFakeApiClient({});
    const query = leaderboardQueryOf(range);
    const options = leaderboardPageQueryOptions(api, query, 'newCash', { page: 3, limit: 25 });
    const board = leaderboardQueryOptions(api, query).queryKey;
    expect(options.queryKey.slice(0, board.length)).toEqual(board);
    expect(options.queryKey).toEqual([...board, 'newCash', { page: 3, limit: 25 }]);
  });
});
