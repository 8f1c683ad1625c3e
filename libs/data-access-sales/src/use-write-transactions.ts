import type {
  CreateTransactionRequest,
  RequestCommissionRequest,
  TransactionRow,
  UpdateTransactionRequest,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchSalesAndMetrics } from './patch-cached-row.ts';
import {
  createTransaction,
  deleteTransaction,
  requestCommission,
  updateTransaction,
} from './write-transactions.ts';

export type UpdateTransactionVariables = {
  transactionId: number;
  change: UpdateTransactionRequest;
};

// Every write moves lists, cards, histories and pending commission: refetch them all after.

/** An admin records a deal for a closer. */
export function useCreateTransaction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TransactionRow, Error, CreateTransactionRequest>({
    mutationFn: (deal) => createTransaction(api, deal),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}

/** The signed-in person requests commission ('Failed to request commission transaction'). */
export function useRequestCommission() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TransactionRow, Error, RequestCommissionRequest>({
    mutationFn: (deal) => requestCommission(api, deal),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}

/** An admin changes a pending or rejected transaction. */
export function useUpdateTransaction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TransactionRow, Error, UpdateTransactionVariables>({
    mutationFn: ({ transactionId, change }) => updateTransaction(api, transactionId, change),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}

/** An admin removes a pending or rejected transaction. */
export function useDeleteTransaction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: (transactionId) => deleteTransaction(api, transactionId),
    onSettled: () => refetchSalesAndMetrics(queryClient),
  });
}
