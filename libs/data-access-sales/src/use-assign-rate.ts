import type { AssignCommissionRequest, CommissionSummary } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignRate } from './assign-rate.ts';
import { salesKeys } from './sales-keys.ts';

/**
 * An admin changes what someone is paid as. The answer is the person's new pay; the rest of
 * their sales data refetches, since pending estimates follow the new rate.
 */
export function useAssignRate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CommissionSummary, Error, AssignCommissionRequest>({
    mutationFn: (assignment) => assignRate(api, assignment),
    onSuccess: (summary) => {
      queryClient.setQueryData(salesKeys.commission(summary.user_id), summary);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
