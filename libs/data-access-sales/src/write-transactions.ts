import {
  deletedTransactionSchema,
  successEnvelope,
  transactionRowSchema,
  type CreateTransactionRequest,
  type RequestCommissionRequest,
  type TransactionRow,
  type UpdateTransactionRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const rowResponse = successEnvelope(transactionRowSchema);
const deletedResponse = successEnvelope(deletedTransactionSchema);

/** What a refused or failed commission request says. */
export const requestCommissionFailedMessage = 'Failed to request commission transaction';

/**
 * Records a deal for a closer, pending, through `POST /api/transactions` (admin).
 * @throws ApiError with the server's message (a 400 names the field)
 */
export async function createTransaction(
  api: ApiClient,
  deal: CreateTransactionRequest,
): Promise<TransactionRow> {
  return rowResponse.parse(await api.post('transactions', { json: deal }).json()).data;
}

/**
 * Requests commission on the signed-in person's deal through `POST /api/transactions/employee`;
 * it waits, pending, for an admin.
 * @throws Error 'Failed to request commission transaction' with the API's error as
 *   its cause (`fieldProblemOf` finds the field a 400 names)
 */
export async function requestCommission(
  api: ApiClient,
  deal: RequestCommissionRequest,
): Promise<TransactionRow> {
  try {
    return rowResponse.parse(await api.post('transactions/employee', { json: deal }).json()).data;
  } catch (error) {
    throw new Error(requestCommissionFailedMessage, { cause: error });
  }
}

/**
 * Changes a pending or rejected transaction through `PATCH /api/transactions/:id` (admin).
 * @throws ApiError with the server's message (409 once its commission was paid)
 */
export async function updateTransaction(
  api: ApiClient,
  transactionId: number,
  change: UpdateTransactionRequest,
): Promise<TransactionRow> {
  const body = await api.patch(`transactions/${transactionId}`, { json: change }).json();
  return rowResponse.parse(body).data;
}

/**
 * Removes a pending or rejected transaction through `DELETE /api/transactions/:id` (admin; the
 * server keeps it for the audit trail).
 * @throws ApiError with the server's message (409 once its commission was paid)
 */
export async function deleteTransaction(api: ApiClient, transactionId: number): Promise<void> {
  deletedResponse.parse(await api.delete(`transactions/${transactionId}`).json());
}
