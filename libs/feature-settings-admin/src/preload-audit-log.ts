import type { ApiClient } from '@salesdash/data-access-api';
import { auditEventsQueryOptions } from '@salesdash/data-access-organization';
import type { QueryClient } from '@tanstack/react-query';
import { auditLogQuery, initialAuditLogView, localToday } from './audit-log-query.ts';

/**
 * The route loader's part: starts the log's first page, the one `AuditLog` opens on, without
 * waiting for it (the table shows its skeleton meanwhile, and a failure is the table's own).
 */
export function preloadAuditLog(queryClient: QueryClient, api: ApiClient): void {
  void queryClient.prefetchQuery(
    auditEventsQueryOptions(api, auditLogQuery(initialAuditLogView, localToday())),
  );
}
