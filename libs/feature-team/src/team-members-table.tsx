import type { TeamMember, TeamMembers } from '@salesdash/api-contract';
import { LazyDataTable, type DataTableColumn, type DataTableSort } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { cashChangeColumn, figureColumn } from './figure-columns.tsx';
import { membersPageSize } from './members-view.ts';

/** The table's page, order and search, and their changes (`useMembersView`). */
export type MembersTableView = {
  page: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

export type TeamMembersTableProps = {
  /** The page the server answered for `view`, undefined while it loads. */
  members: TeamMembers | undefined;
  view: MembersTableView;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A link to the member's overview around `children` (the shell owns the routes). */
  renderMemberLink: (userId: number, children: ReactNode) => ReactNode;
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

/**
 * The team's members with their figures for the range (the member view), paged, sorted
 * and searched by the server, 10 a page; a name opens that member's overview.
 */
export function TeamMembersTable({
  members,
  view,
  loading,
  error,
  onRetry,
  renderMemberLink,
}: TeamMembersTableProps) {
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
      rows={members?.users ?? []}
      getRowId={(row) => String(row.user_id)}
      totalCount={members?.pagination.totalCount ?? 0}
      totalPages={members?.pagination.totalPages ?? 0}
      page={view.page}
      pageSize={membersPageSize}
      onPageChange={view.onPageChange}
      sort={view.sort}
      onSortChange={view.onSortChange}
      search={view.search}
      onSearchChange={view.onSearchChange}
      searchLabel="Search members"
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyTitle={view.search ? 'No member matches the search' : 'No members match these filters'}
    />
  );
}
