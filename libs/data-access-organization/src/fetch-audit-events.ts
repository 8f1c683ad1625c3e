import {
  auditEventListSchema,
  successEnvelope,
  type AuditEventList,
  type AuditEventListQuery,
} from '@salesdash/api-contract';
import { searchParamsOf, type ApiClient } from '@salesdash/data-access-api';

const auditEventListResponseSchema = successEnvelope(auditEventListSchema);

/**
 * One page of the organization's audit log through `GET /api/audit-events` (admins).
 * @param api - the app's API client
 * @param query - page, limit, search, `sortOrder` and the filters (actor, action, entity, days);
 *   unset ones are left out
 * @returns the page's rows, newest first unless `sortOrder` is `asc`, and the pagination
 * @throws ApiError with the server's message when the call fails (403 for non-admins)
 */
export async function fetchAuditEvents(
  api: ApiClient,
  query: Partial<AuditEventListQuery> = {},
): Promise<AuditEventList> {
  const body = await api.get('audit-events', { searchParams: searchParamsOf(query) }).json();
  return auditEventListResponseSchema.parse(body).data;
}
