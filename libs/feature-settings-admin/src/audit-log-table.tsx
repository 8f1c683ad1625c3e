import {
  auditActions,
  auditEntityTypes,
  type AuditEvent,
  type AuditEventList,
} from '@salesdash/api-contract';
import {
  Button,
  DataTable,
  Select,
  type DataTableColumn,
  type ReportDownloadProgress,
  type SelectOption,
} from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { useState } from 'react';
import { auditActionLabel } from './audit-action-label.ts';
import { auditChangeSummary } from './audit-change-summary.ts';
import { AuditChangeDialog } from './audit-change-dialog.tsx';
import { auditEntityLabel } from './audit-entity-label.ts';
import { auditLogPageSize, type AuditLogView } from './audit-log-query.ts';
import { auditPeriods, type AuditPeriod } from './audit-period.ts';
import { auditRecordLabel } from './audit-record-label.ts';

export type AuditLogTableProps = {
  view: AuditLogView;
  onViewChange: (view: AuditLogView) => void;
  /** The page's rows and counts; undefined until the first page arrives. */
  log: AuditEventList | undefined;
  /** The people the actor filter offers, by id. */
  people: readonly SelectOption[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onDownload: (reportProgress: ReportDownloadProgress) => Promise<void>;
};

/** The table's columns; `onOpen` opens a row's change field by field. */
const columnsOf = (onOpen: (event: AuditEvent) => void): DataTableColumn<AuditEvent>[] => [
  {
    id: 'created_at',
    header: 'When',
    sortable: true,
    sortDescFirst: true,
    cell: (event) => <span className="whitespace-nowrap">{formatDateTime(event.created_at)}</span>,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: (event) =>
      event.actor_name ?? <span className="text-fg-muted">{event.actor_user_id ?? 'System'}</span>,
  },
  { id: 'action', header: 'What', cell: (event) => auditActionLabel(event.action) },
  {
    id: 'entity',
    header: 'Record',
    // The name says which record; the id, for matching with an export or a log, is the detail.
    cell: (event) => (
      <span className="block max-w-[16rem]">
        <span className="block truncate" title={auditRecordLabel(event)}>
          {auditRecordLabel(event)}
        </span>
        {event.entity_name ? (
          <span className="block text-xs text-fg-muted">#{event.entity_id}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    cell: (event) => (
      <span className="flex items-start gap-2">
        <span className="line-clamp-2 max-w-xs break-words text-xs text-fg-muted">
          {auditChangeSummary(event)}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Open the change to ${auditRecordLabel(event)}`}
          onClick={() => onOpen(event)}
        >
          Open
        </Button>
      </span>
    ),
  },
];

const actionOptions = auditActions.map((action) => ({
  value: action,
  label: auditActionLabel(action),
}));
const entityOptions = auditEntityTypes.map((type) => ({
  value: type,
  label: auditEntityLabel(type),
}));
const periodOptions = auditPeriods.map((period) => ({ ...period }));

/**
 * The audit log as a table: when, who, what, which record (by name) and what changed, newest
 * first; a row's Open shows its change field by field, before → after,
 * with the filters (action, record type, person, period), a search, paging and the CSV of the
 * same filters. A change of filter, search or order starts again at page 1.
 */
export function AuditLogTable({
  view,
  onViewChange,
  log,
  people,
  loading = false,
  error = null,
  onRetry,
  onDownload,
}: AuditLogTableProps) {
  const refilter = (change: Partial<AuditLogView>) => onViewChange({ ...view, ...change, page: 1 });
  const [opened, setOpened] = useState<AuditEvent | null>(null);
  const [columns] = useState(() => columnsOf(setOpened));
  return (
    <>
      <DataTable
        label="Audit log"
        columns={columns}
        rows={log?.auditEvents ?? []}
        getRowId={(event) => String(event.audit_event_id)}
        totalCount={log?.pagination.totalCount ?? 0}
        totalPages={log?.pagination.totalPages ?? 0}
        page={view.page}
        pageSize={auditLogPageSize}
        onPageChange={(page) => onViewChange({ ...view, page })}
        sort={{ field: 'created_at', order: view.sortOrder }}
        onSortChange={(sort) => refilter({ sortOrder: sort.order })}
        search={view.search}
        onSearchChange={(search) => refilter({ search })}
        searchLabel="Search the audit log"
        onDownload={onDownload}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyTitle="No changes recorded"
        emptyDescription="Nothing matches these filters. Every change to the organization's data appears here."
        compact
        actions={
          <>
            <Select
              label="Action"
              hideLabel
              size="sm"
              placeholder="Every action"
              options={actionOptions}
              value={view.action}
              onChange={(event) =>
                refilter({ action: event.target.value as AuditLogView['action'] })
              }
            />
            <Select
              label="Record type"
              hideLabel
              size="sm"
              placeholder="Every record"
              options={entityOptions}
              value={view.entityType}
              onChange={(event) =>
                refilter({ entityType: event.target.value as AuditLogView['entityType'] })
              }
            />
            <Select
              label="Person"
              hideLabel
              size="sm"
              placeholder="Anyone"
              options={people}
              value={view.actor}
              onChange={(event) => refilter({ actor: event.target.value })}
            />
            <Select
              label="Period"
              hideLabel
              size="sm"
              options={periodOptions}
              value={view.period}
              onChange={(event) => refilter({ period: event.target.value as AuditPeriod })}
            />
          </>
        }
      />
      {opened ? <AuditChangeDialog event={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
