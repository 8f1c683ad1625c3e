import { leaderboardQueryOf, metricsKeys } from '@salesdash/data-access-metrics';
import type { DateRange } from '@salesdash/util-period';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Forces a reload of the board for a range and roles when it was loaded before (the
 * period change and the filter clear refetch); a board never loaded loads as it is shown.
 */
export function useRefetchBoard() {
  const queryClient = useQueryClient();
  return useCallback(
    (range: DateRange, roleIds: readonly number[]) =>
      void queryClient.refetchQueries({
        queryKey: metricsKeys.leaderboard(leaderboardQueryOf(range, roleIds)),
        exact: true,
      }),
    [queryClient],
  );
}
