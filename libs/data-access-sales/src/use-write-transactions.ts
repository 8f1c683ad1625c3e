import type { UpdateTransactionRequest } from '@salesdash/api-contract';
import { useFigureMovingWrite } from './use-figure-moving-write.ts';
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

// Every write moves lists, cards, histories and pending commission: they all refetch after.

/** An admin records a deal for a closer. */
export function useCreateTransaction() {
  return useFigureMovingWrite(createTransaction);
}

/** The signed-in person requests commission ('Failed to request commission transaction'). */
export function useRequestCommission() {
  return useFigureMovingWrite(requestCommission);
}

/** An admin changes a pending or rejected transaction. */
export function useUpdateTransaction() {
  return useFigureMovingWrite((api, { transactionId, change }: UpdateTransactionVariables) =>
    updateTransaction(api, transactionId, change),
  );
}

/** An admin removes a pending or rejected transaction. */
export function useDeleteTransaction() {
  return useFigureMovingWrite(deleteTransaction);
}
