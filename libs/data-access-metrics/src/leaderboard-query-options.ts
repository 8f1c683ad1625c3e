import type { Leaderboard, LeaderboardQueryInput } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchLeaderboard } from './fetch-leaderboard.ts';
import { metricsKeys } from './metrics-keys.ts';

/**
 * Query options of the leaderboard for a query (period and roles). Until realtime lands it
 * refetches when the window regains focus, so a board on an office screen keeps up.
 * @param api - the app's API client
 * @param query - from `leaderboardQueryOf`
 */
export function leaderboardQueryOptions(
  api: ApiClient,
  query: LeaderboardQueryInput,
): ApiQueryOptions<Leaderboard, ReturnType<typeof metricsKeys.leaderboard>> {
  return queryOptions({
    queryKey: metricsKeys.leaderboard(query),
    queryFn: () => fetchLeaderboard(api, query),
    refetchOnWindowFocus: 'always',
  });
}
