import { sendEarly, type ApiClient } from '@salesdash/data-access-api';

/**
 * Starts `GET /api/commission` for a person from a route's loader, before the pay's code and
 * schemas have loaded; {@link fetchCommissionSummary} takes its answer. On a phone the pay card's
 * line is a dashboard's largest paint (issue 30).
 */
export function sendCommissionSummaryEarly(api: ApiClient, userId: number): void {
  sendEarly(api, 'commission', { user_id: userId });
}
