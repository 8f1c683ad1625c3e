import {
  commissionHistorySchema,
  successEnvelope,
  type CommissionHistory,
} from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient } from '@salesdash/data-access-api';
import type { DashboardSubject } from '@salesdash/data-access-metrics';

const responseSchema = successEnvelope(commissionHistorySchema);

/** The history path of each dashboard kind. */
const historyPath = { users: 'history', products: 'product-history' } as const;

/**
 * Commission per month, the last 12 months oldest first, through
 * `GET /api/transactions/history/:id` (a person) or `/product-history/:id` (a product).
 * @throws LoadError 'Failed to load Commision History' (its spelling, on purpose)
 */
export function fetchCommissionHistory(
  api: ApiClient,
  subject: DashboardSubject,
): Promise<CommissionHistory> {
  return loadOrThrow('Failed to load Commision History', async () => {
    const body = await api.get(`transactions/${historyPath[subject.kind]}/${subject.id}`).json();
    return responseSchema.parse(body).data;
  });
}
