import { sendEarly, type ApiClient } from '@salesdash/data-access-api';

/**
 * Starts `GET /api/commission` for a person from a route's loader, before the pay's code and
 * schemas have loaded; {@link fetchCommissionSummary} takes its answer. On a phone the pay card's
 * line is a dashboard's largest paint
 * (docs/decisions/0044-dashboard-details-first-paint.md).
 */
export function sendCommissionSummaryEarly(api: ApiClient, userId: number): void {
  sendEarly(api, 'commission', { user_id: userId });
}
