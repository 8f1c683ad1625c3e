import { useApiClient, type ApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchSalesAndMetrics } from './patch-cached-row.ts';

/**
 * A mutation for a write that moves figures (a transaction, an adjustment): `write` with the
 * app's API client, then every sales table, card and history refetches, whether it worked or not.
 */
export function useFigureMovingWrite<TData, TVariables>(
  write: (api: ApiClient, variables: TVariables) => Promise<TData>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: (variables) => write(api, variables),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}
