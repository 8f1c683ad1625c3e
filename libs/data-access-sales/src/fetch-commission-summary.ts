import {
  commissionSummarySchema,
  successEnvelope,
  type CommissionSummary,
} from '@salesdash/api-contract';
import { loadOrThrow, takeEarly, type ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(commissionSummarySchema);

/**
 * A person's pay through `GET /api/commission`: rates in force today, their dated history and
 * the commission waiting for approval.
 * @param userId - whose; the signed-in person's own when absent
 * @throws LoadError 'Failed to load Commisions' (its spelling, on purpose)
 */
export function fetchCommissionSummary(
  api: ApiClient,
  userId?: number,
): Promise<CommissionSummary> {
  return loadOrThrow('Failed to load Commisions', async () => {
    const searchParams = userId === undefined ? undefined : { user_id: userId };
    // The answer a route's loader asked for early (sendCommissionSummaryEarly), if any.
    const early = searchParams ? takeEarly(api, 'commission', searchParams) : undefined;
    const body = await (early ??
      api.get('commission', searchParams ? { searchParams } : {}).json());
    return responseSchema.parse(body).data;
  });
}
