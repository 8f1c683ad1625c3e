import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { auditEventsQueryOptions, downloadAuditEvents } from '@salesdash/data-access-organization';
import { orgUsersQueryOptions } from '@salesdash/data-access-people';
import { saveFile, type ReportDownloadProgress } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  auditLogQuery,
  initialAuditLogView,
  localToday,
  type AuditLogView,
} from './audit-log-query.ts';
import { AuditLogTable } from './audit-log-table.tsx';

export type AuditLogProps = {
  /** Today as `YYYY-MM-DD`, which the period filter counts back from (the browser's by default). */
  today?: string;
};

/**
 * The admin's audit log (`GET /api/audit-events`): every change to the organization's data,
 * filtered and paged on the server, and its CSV. The people filter lists the organization's
 * people; a failure to read them leaves it empty, never the log.
 */
export function AuditLog({ today = localToday() }: AuditLogProps) {
  const api = useApiClient();
  const [view, setView] = useState<AuditLogView>(initialAuditLogView);
  const query = auditLogQuery(view, today);
  const log = useQuery(auditEventsQueryOptions(api, query));
  const users = useQuery(orgUsersQueryOptions(api));
  const people = useMemo(
    () =>
      (users.data ?? []).map((user) => ({ value: String(user.user_id), label: user.display_name })),
    [users.data],
  );

  const download = async (reportProgress: ReportDownloadProgress) => {
    const { page: _page, limit: _limit, ...filters } = query;
    saveFile(await downloadAuditEvents(api, filters, reportProgress));
  };

  return (
    <AuditLogTable
      view={view}
      onViewChange={setView}
      log={log.data}
      people={people}
      loading={log.isPending || (log.isPlaceholderData && log.isFetching)}
      error={log.isError ? problemOf(log.error).message : null}
      onRetry={() => void log.refetch()}
      onDownload={download}
    />
  );
}
