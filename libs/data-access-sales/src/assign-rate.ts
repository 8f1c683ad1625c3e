import {
  commissionSummarySchema,
  successEnvelope,
  type AssignCommissionRequest,
  type CommissionSummary,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(commissionSummarySchema);

/**
 * Pays someone as a sales role and rate from a date on through `PATCH /api/commission` (admin).
 * @returns the person's pay afterwards
 * @throws ApiError with the server's message (a 400 names the field)
 */
export async function assignRate(
  api: ApiClient,
  assignment: AssignCommissionRequest,
): Promise<CommissionSummary> {
  return responseSchema.parse(await api.patch('commission', { json: assignment }).json()).data;
}
