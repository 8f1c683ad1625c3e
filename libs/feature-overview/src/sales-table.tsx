import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import {
  downloadSalesList,
  salesListQueryOptions,
  salesTableDefaults,
  type SalesDownloadQuery,
  type SalesList,
  type SalesListQuery,
  type SalesResource,
} from '@salesdash/data-access-sales';
import { useApiClient } from '@salesdash/data-access-api';
import {
  LazyDataTable,
  type DataTableColumn,
  type DataTableFooter,
  type DataTableSort,
  type FilterChipOption,
  type TableViewBinding,
  saveFile,
  useTableSortAndSearch,
} from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useRequestOnRender } from './use-request-on-render.ts';

/** How one table of the dashboard reads its resource. */
export type SalesTableSpec<R extends SalesResource, TRow> = {
  resource: R;
  /** Caption and accessible name ("Transactions"). */
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  rowsOf: (list: SalesList<R>) => readonly TRow[];
  getRowId: (row: TRow) => string;
  searchLabel: string;
  emptyTitle: string;
  /** The table's own filter as chips: one value at a time, sent as `param`. */
  filter?: { param: string; options: readonly FilterChipOption[] };
  /** Narrower cells: the table has many columns and must fit the 1024 px page. */
  compact?: boolean;
  /** A totals row of every page the query matches, from the answer. */
  footer?: (list: SalesList<R>) => DataTableFooter | undefined;
};

export type SalesTableProps<R extends SalesResource, TRow> = {
  spec: SalesTableSpec<R, TRow>;
  subject: DashboardSubject;
  range: DayRange;
  /** Controls at the end of the toolbar ("Add transaction"). */
  actions?: ReactNode;
  /** Parameters the dashboard sets for this table (a person's `position`), sent with every page. */
  fixedQuery?: Partial<SalesListQuery<R>>;
  /** The page's URL, which keeps the order (`sort`) and search (`q`); else kept in memory. */
  tableView?: TableViewBinding | undefined;
};

/**
 * The list query of one page of a dashboard's table: the request its rows come from, and the one
 * the details' prefetch asks for before the table renders (the same key, or two requests).
 */
export function salesTableQuery<R extends SalesResource>(
  range: DayRange,
  page: number,
  sort: DataTableSort,
  rest: Record<string, unknown> = {},
): SalesListQuery<R> {
  return {
    page,
    limit: salesTableDefaults.pageSize,
    sortField: sort.field,
    sortOrder: sort.order,
    startDate: range.startDate,
    endDate: range.endDate,
    ...rest,
  } as SalesListQuery<R>;
}

/**
 * One table of a dashboard, paged, sorted, searched and filtered by the server (10
 * rows a page, newest first). A change of sort, search or filter starts again at page 1; each page
 * is its own query, so an answer for a page the table has left is never shown.
 */
export function SalesTable<R extends SalesResource, TRow>({
  spec,
  subject,
  range,
  actions,
  fixedQuery,
  tableView,
}: SalesTableProps<R, TRow>) {
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const { sort, onSortChange, search, onSearchChange } = useTableSortAndSearch(
    tableView,
    '',
    spec.columns.filter((column) => column.sortable).map((column) => column.id),
    { field: salesTableDefaults.sortField[spec.resource], order: 'desc' },
  );
  const [filter, setFilter] = useState<string[]>([]);
  // A new fixed parameter is a new filter: back to page 1, the rest kept.
  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const [pagedFor, setPagedFor] = useState(fixedKey);
  if (pagedFor !== fixedKey) {
    setPagedFor(fixedKey);
    setPage(1);
  }
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const query = salesTableQuery<R>(range, page, sort, {
    ...(search ? { search } : {}),
    ...(spec.filter && filter[0] ? { [spec.filter.param]: filter[0] } : {}),
    ...fixedQuery,
  });
  const listQuery = salesListQueryOptions(api, spec.resource, subject, query);
  // Asked for while rendering, not after the dashboard's details commit (see OverviewDetails).
  useRequestOnRender(listQuery);
  const list = useQuery(listQuery);
  // The download holds what the table shows, every page of it.
  const { page: _page, limit: _limit, ...everyPage } = query;
  const download = async (report: (fraction: number | null) => void) => {
    saveFile(
      await downloadSalesList(
        api,
        spec.resource,
        subject,
        everyPage as SalesDownloadQuery<R>,
        report,
      ),
    );
  };
  const pagination = list.data?.pagination;

  return (
    <LazyDataTable<TRow>
      label={spec.label}
      columns={spec.columns}
      rows={list.data ? spec.rowsOf(list.data) : []}
      getRowId={spec.getRowId}
      totalCount={pagination?.totalCount ?? 0}
      totalPages={pagination?.totalPages ?? 0}
      page={page}
      pageSize={salesTableDefaults.pageSize}
      onPageChange={setPage}
      sort={sort}
      onSortChange={restart<DataTableSort>(onSortChange)}
      search={search}
      onSearchChange={restart<string>(onSearchChange)}
      searchLabel={spec.searchLabel}
      statusOptions={spec.filter?.options}
      statusFilter={filter}
      // One value at a time: the newest chip switched on wins.
      onStatusFilterChange={
        spec.filter
          ? restart((values: string[]) =>
              setFilter(values.filter((value) => !filter.includes(value)).slice(-1)),
            )
          : undefined
      }
      onDownload={download}
      actions={actions}
      footer={list.data && spec.footer ? spec.footer(list.data) : undefined}
      compact={spec.compact}
      loading={list.isPending}
      error={list.isError ? list.error.message : undefined}
      onRetry={() => void list.refetch()}
      emptyTitle={spec.emptyTitle}
      emptyDescription="Try another range, search or filter."
    />
  );
}
