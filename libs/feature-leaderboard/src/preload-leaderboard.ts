import type { ApiClient } from '@salesdash/data-access-api';
import { leaderboardQueryOf, leaderboardQueryOptions } from '@salesdash/data-access-metrics';
import { periodRange } from '@salesdash/util-period';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { periodSettingsAtom } from './period-atoms.ts';
import { appliedRoleIdsAtom } from './role-filter-atoms.ts';

/**
 * A route loader's start of `Leaderboard`'s first screen: the board of the period and roles kept
 * in `store`, with the same options the page reads (`prefetchQuery`: neither throws nor blocks, so the
 * page shows its own skeletons and errors).
 */
export function preloadLeaderboard(
  queryClient: QueryClient,
  api: ApiClient,
  store: ReturnType<typeof createStore>,
): void {
  const input = leaderboardQueryOf(
    periodRange(store.get(periodSettingsAtom)),
    store.get(appliedRoleIdsAtom),
  );
  void queryClient.prefetchQuery(leaderboardQueryOptions(api, input));
}
