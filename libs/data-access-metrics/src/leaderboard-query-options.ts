import type {
  Leaderboard,
  LeaderboardMetric,
  LeaderboardPage,
  LeaderboardQueryInput,
} from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchLeaderboard, fetchLeaderboardPage } from './fetch-leaderboard.ts';
import { metricsKeys } from './metrics-keys.ts';

/**
 * Query options of the leaderboard for a query (period and roles). A board once loaded is
 * refetched only when forced: when the window regains focus (until realtime lands), on
 * retry, or on the TV's own interval; another period or role filter is another board.
 * @param api - the app's API client
 * @param query - from `leaderboardQueryOf`
 */
export function leaderboardQueryOptions(
  api: ApiClient,
  query: LeaderboardQueryInput,
): ApiQueryOptions<Leaderboard, ReturnType<typeof metricsKeys.leaderboard>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, metricsKeys.leaderboard(query)),
    queryFn: () => fetchLeaderboard(api, query),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The key of a page of one category of a board ("Show all"): under the board's, so whatever
 * reloads the board reloads its open pages. Here rather than in `metricsKeys`, whose module
 * every dashboard's first load carries.
 */
const leaderboardPageKey = (
  query: LeaderboardQueryInput,
  metric: LeaderboardMetric,
  page: { page: number; limit: number },
) => [...metricsKeys.leaderboard(query), metric, page] as const;

/**
 * Query options of one page of one category's whole ranking ("Show all"), keyed
 * `[...metricsKeys.leaderboard(query), metric, { page, limit }]`: whatever reloads the board
 * reloads its open pages.
 * @param api - the app's API client
 * @param query - the board's query, from `leaderboardQueryOf`
 * @param metric - the category
 * @param page - the page from 1 and its size (at most 100)
 */
export function leaderboardPageQueryOptions(
  api: ApiClient,
  query: LeaderboardQueryInput,
  metric: LeaderboardMetric,
  page: { page: number; limit: number },
): ApiQueryOptions<LeaderboardPage, ReturnType<typeof leaderboardPageKey>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, leaderboardPageKey(query, metric, page)),
    queryFn: () => fetchLeaderboardPage(api, metric, { ...query, ...page }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
