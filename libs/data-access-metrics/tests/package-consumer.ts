// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { Leaderboard, LeaderboardPage, Metrics } from '@salesdash/api-contract';
import {
  leaderboardPageQueryOptions,
  leaderboardQueryOf,
  leaderboardQueryOptions,
  metricsQueryOptions,
} from '@salesdash/data-access-metrics';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
const options = metricsQueryOptions(api, { kind: 'users', id: 7 }, range);
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: Metrics | undefined = new QueryClient().getQueryData(options.queryKey);
// @ts-expect-error dashboards are of users or products only
metricsQueryOptions(api, { kind: 'teams', id: 7 }, range);

// 1.0: each category carries its first ten, the caller's entry and the count; "Show all" pages.
const board = leaderboardQueryOptions(api, leaderboardQueryOf(range));
export const yours: Leaderboard[number]['caller'] | undefined = new QueryClient()
  .getQueryData(board.queryKey)
  ?.at(0)?.caller;
const page = leaderboardPageQueryOptions(api, leaderboardQueryOf(range), 'callsMade', {
  page: 2,
  limit: 25,
});
export const pageCached: LeaderboardPage | undefined = new QueryClient().getQueryData(
  page.queryKey,
);
// @ts-expect-error a category is named by its metric
leaderboardPageQueryOptions(api, leaderboardQueryOf(range), 'revenue', { page: 1, limit: 10 });
