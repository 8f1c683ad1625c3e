import type { AuditEventList, AuditEventListQuery } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { auditEventKeys } from './audit-event-keys.ts';
import { fetchAuditEvents } from './fetch-audit-events.ts';

/**
 * Query options of one page of the audit log (for `useQuery` and loaders). The previous page
 * stays on screen while the next one loads, so paging does not flash an empty table (React
 * Query's `keepPreviousData`, written out: that export would join every page's first load).
 * @param api - the app's API client
 * @param query - the page and filters, as `fetchAuditEvents` takes them
 */
export function auditEventsQueryOptions(
  api: ApiClient,
  query: Partial<AuditEventListQuery> = {},
): ApiQueryOptions<AuditEventList, ReturnType<typeof auditEventKeys.list>> {
  return queryOptions({
    queryKey: auditEventKeys.list(query),
    queryFn: () => fetchAuditEvents(api, query),
    placeholderData: (previous) => previous,
  });
}
