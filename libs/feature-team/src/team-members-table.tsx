import type { TeamMember } from '@salesdash/api-contract';
import { LazyDataTable, type DataTableColumn, type TableViewBinding } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { cashChangeColumn, figureColumn, figureSortValues } from './figure-columns.tsx';
import { useLocalTable, type SortValues } from './use-local-table.ts';

export type TeamMembersTableProps = {
  members: readonly TeamMember[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A link to the member's overview around `children` (the shell owns the routes). */
  renderMemberLink: (userId: number, children: ReactNode) => ReactNode;
  /** The page's URL, which keeps the order and search (`members.sort`, `members.q`). */
  tableView?: TableViewBinding | undefined;
};

const figures = [
  figureColumn<TeamMember>('totalCash', 'Cash collected', 'money'),
  cashChangeColumn<TeamMember>(),
  figureColumn<TeamMember>('closedDeals', 'Deals', 'count'),
  figureColumn<TeamMember>('takenCalls', 'Calls taken', 'count'),
  figureColumn<TeamMember>('showRate', 'Show rate', 'percent'),
  figureColumn<TeamMember>('closeRateTaken', 'Close rate', 'percent'),
  figureColumn<TeamMember>('commission', 'Commission', 'money'),
];

const sortValues: SortValues<TeamMember> = {
  name: (row) => row.display_name.toLowerCase(),
  ...figureSortValues<TeamMember>([
    'totalCash',
    'closedDeals',
    'takenCalls',
    'showRate',
    'closeRateTaken',
    'commission',
  ]),
};

const searchText = (row: TeamMember) =>
  `${row.display_name} ${row.email} ${row.role_title ?? ''} ${row.manager_name ?? ''}`;

/**
 * The team's members with their figures for the range (spec §2, the member view): sortable,
 * searchable, 10 a page; a name opens that member's overview.
 */
export function TeamMembersTable({
  members,
  loading,
  error,
  onRetry,
  renderMemberLink,
  tableView,
}: TeamMembersTableProps) {
  const table = useLocalTable(
    members,
    sortValues,
    searchText,
    {
      field: 'totalCash',
      order: 'desc',
    },
    { binding: tableView, prefix: 'members.' },
  );
  const columns: DataTableColumn<TeamMember>[] = [
    {
      id: 'name',
      header: 'Member',
      sortable: true,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          {renderMemberLink(row.user_id, row.display_name)}
          <span className="truncate text-xs text-fg-muted">
            {[row.role_title ?? 'No sales role', row.is_active ? null : 'Inactive']
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
    },
    ...figures,
  ];
  return (
    <LazyDataTable
      label="Members"
      columns={columns}
      getRowId={(row) => String(row.user_id)}
      {...table}
      searchLabel="Search members"
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyTitle={table.search ? 'No member matches the search' : 'No members match these filters'}
    />
  );
}
