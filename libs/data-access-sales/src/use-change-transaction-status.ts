import type { TransactionStatus, TransactionStatusChange } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeTransactionStatus } from './change-transaction-status.ts';
import { patchCachedRow, refetchSalesAndMetrics } from './patch-cached-row.ts';

export type TransactionStatusVariables = { transactionId: number; status: TransactionStatus };

/**
 * Mutation changing a transaction's status. Every cached transactions page shows the new status
 * at once; a failure puts the pages back as they were. Afterwards metrics, tables and histories
 * refetch, since an approval or a refund moves commission.
 */
export function useChangeTransactionStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TransactionStatusChange, Error, TransactionStatusVariables, () => void>({
    mutationFn: ({ transactionId, status }) => changeTransactionStatus(api, transactionId, status),
    onMutate: ({ transactionId, status }) =>
      patchCachedRow(queryClient, 'transactions', transactionId, { transaction_status: status }),
    onError: (_error, _variables, rollback) => rollback?.(),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}
