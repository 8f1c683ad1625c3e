import {
  successEnvelope,
  transactionStatusChangeSchema,
  type TransactionStatus,
  type TransactionStatusChange,
} from '@salesdash/api-contract';
import { isApiError, type ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(transactionStatusChangeSchema);

/** What a refused status change says. */
export const noStatusPermissionMessage = 'You do not have permission to update commission status';

/**
 * Moves a transaction's status through `POST /api/transactions/status/:id` (admin only): an
 * approval writes its commission splits, a refund after approval reverses them.
 * @returns the new status and every split of the transaction
 * @throws Error 'You do not have permission to update commission status' on a 403; otherwise
 *   the ApiError with the server's message (a 409 names a move that is not allowed)
 */
export async function changeTransactionStatus(
  api: ApiClient,
  transactionId: number,
  status: TransactionStatus,
): Promise<TransactionStatusChange> {
  try {
    const body = await api
      .post(`transactions/status/${transactionId}`, { json: { transaction_status: status } })
      .json();
    return responseSchema.parse(body).data;
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      throw new Error(noStatusPermissionMessage, { cause: error });
    }
    throw error;
  }
}
