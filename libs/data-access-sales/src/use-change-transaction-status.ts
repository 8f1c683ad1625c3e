import type { TransactionStatus, TransactionStatusChange } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { metricsKeys } from '@salesdash/data-access-metrics';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { changeTransactionStatus } from './change-transaction-status.ts';
import { salesKeys } from './sales-keys.ts';
import type { SalesList } from './sales-resources.ts';

export type TransactionStatusVariables = { transactionId: number; status: TransactionStatus };

type Snapshot = [QueryKey, SalesList<'transactions'> | undefined][];

const isTransactionList = (key: QueryKey) => key.includes('transactions');

/**
 * Mutation changing a transaction's status. Every cached transactions page shows the new status
 * at once; a failure puts the pages back as they were. Afterwards metrics, tables and histories
 * refetch, since an approval or a refund moves commission.
 */
export function useChangeTransactionStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TransactionStatusChange, Error, TransactionStatusVariables, Snapshot>({
    mutationFn: ({ transactionId, status }) => changeTransactionStatus(api, transactionId, status),
    onMutate: async ({ transactionId, status }) => {
      const filters = {
        queryKey: salesKeys.all,
        predicate: (q: { queryKey: QueryKey }) => isTransactionList(q.queryKey),
      };
      await queryClient.cancelQueries(filters);
      const snapshot = queryClient.getQueriesData<SalesList<'transactions'>>(filters);
      queryClient.setQueriesData<SalesList<'transactions'>>(filters, (page) =>
        page
          ? {
              ...page,
              transactions: page.transactions.map((row) =>
                row.transaction_id === transactionId ? { ...row, transaction_status: status } : row,
              ),
            }
          : page,
      );
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
        queryClient.invalidateQueries({ queryKey: metricsKeys.all }),
      ]),
  });
}
