import {
  rateChangePreviewSchema,
  successEnvelope,
  type AssignCommissionRequest,
  type RateChangePreview,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(rateChangePreviewSchema);

/**
 * What a rate change would do to the person's pending deals (`POST /api/commission/preview`,
 * admin): nothing is saved.
 * @throws ApiError with the server's message (a 400 names the field)
 */
export async function previewRateChange(
  api: ApiClient,
  assignment: AssignCommissionRequest,
): Promise<RateChangePreview> {
  return responseSchema.parse(await api.post('commission/preview', { json: assignment }).json())
    .data;
}
