import {
  adjustmentListSchema,
  successEnvelope,
  type AdjustmentList,
} from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';
import type { DayRange } from '@salesdash/data-access-metrics';

const responseSchema = successEnvelope(adjustmentListSchema);

/**
 * A person's adjustments in `range`, newest first, through `GET /api/adjustments/:userId`.
 * @throws LoadError 'Failed to load Adjustments'
 */
export function fetchAdjustments(
  api: ApiClient,
  userId: number,
  range: DayRange,
): Promise<AdjustmentList> {
  return loadOrThrow('Failed to load Adjustments', async () => {
    const body = await api.get(`adjustments/${userId}`, { searchParams: { ...range } }).json();
    return responseSchema.parse(body).data;
  });
}
