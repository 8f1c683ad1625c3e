import {
  adjustmentSchema,
  successEnvelope,
  type Adjustment,
  type CreateAdjustmentRequest,
  type UpdateAdjustmentRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(adjustmentSchema);

/**
 * Adds a bonus or clawback through `POST /api/adjustments/:userId` (admin).
 * @throws ApiError with the server's message (400 names the field)
 */
export async function createAdjustment(
  api: ApiClient,
  userId: number,
  adjustment: CreateAdjustmentRequest,
): Promise<Adjustment> {
  const body = await api.post(`adjustments/${userId}`, { json: adjustment }).json();
  return responseSchema.parse(body).data;
}

/**
 * Changes an adjustment's date, amount or reason through `PATCH
 * /api/adjustments/:userId/:adjustmentId` (admin).
 * @throws ApiError with the server's message (400 names the field; 404 once removed)
 */
export async function updateAdjustment(
  api: ApiClient,
  userId: number,
  adjustmentId: number,
  change: UpdateAdjustmentRequest,
): Promise<Adjustment> {
  const body = await api.patch(`adjustments/${userId}/${adjustmentId}`, { json: change }).json();
  return responseSchema.parse(body).data;
}

/**
 * Removes an adjustment through `DELETE /api/adjustments/:userId/:adjustmentId` (admin; the
 * server keeps it for the audit trail).
 */
export async function deleteAdjustment(
  api: ApiClient,
  userId: number,
  adjustmentId: number,
): Promise<void> {
  await api.delete(`adjustments/${userId}/${adjustmentId}`);
}
