import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo, useRef, type ReactNode } from 'react';
import { ArrowDownIcon } from '../icons/arrow-down-icon.tsx';
import { ArrowUpIcon } from '../icons/arrow-up-icon.tsx';
import { DownloadButton, type ReportDownloadProgress } from './download-button.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { FilterChips, type FilterChipOption } from './filter-chips.tsx';
import { focusRing } from './focus-ring.ts';
import { Pagination } from './pagination.tsx';
import { SearchField } from './search-field.tsx';
import { Skeleton } from './skeleton.tsx';
import { useOverflowsX } from './use-overflows-x.ts';

/** One column: `id` is also the server's sort field. */
export type DataTableColumn<TRow> = {
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  sortable?: boolean;
  /** The first click sorts descending (dates, amounts). */
  sortDescFirst?: boolean;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
};

export type SortOrder = 'asc' | 'desc';
export type DataTableSort = { field: string; order: SortOrder };

export type DataTableProps<TRow> = {
  /** The table's caption and accessible name, e.g. "Transactions". */
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  /** The current page's rows, already sorted, searched and filtered by the server. */
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  totalCount: number;
  totalPages: number;
  /** From 1. */
  page: number;
  /** Rows a page (10 by default). */
  pageSize?: number;
  onPageChange: (page: number) => void;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Shows the search box. */
  onSearchChange?: (search: string) => void;
  search?: string;
  searchLabel?: string;
  searchDebounceMs?: number;
  /** Shows status chips when given with `onStatusFilterChange`. */
  statusOptions?: readonly FilterChipOption[];
  statusFilter?: readonly string[];
  onStatusFilterChange?: (statuses: string[]) => void;
  /** Shows the CSV download button. */
  onDownload?: (reportProgress: ReportDownloadProgress) => Promise<void>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Extra controls at the end of the toolbar. */
  actions?: ReactNode;
  /**
   * A totals row under the rows, shown with them: `label` in the first column, each of `cells`
   * under the column of its id. It totals every page, so it says what it counts.
   */
  footer?: DataTableFooter;
  /** Narrower cell padding, for a table of many columns that must fit the 1024 px page. */
  compact?: boolean;
  className?: string;
};

export type DataTableFooter = {
  label: ReactNode;
  cells: Partial<Record<string, ReactNode>>;
};

const features = tableFeatures({ rowSortingFeature });

type Row = Record<string, unknown>;

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A server-side table on TanStack Table: the caller owns paging, sorting, search and filters and
 * passes one page of rows; this renders the sortable header (aria-sort), the toolbar (debounced
 * search, status chips, CSV download), skeleton rows while loading, the empty and error states
 * and the pagination.
 */
export function DataTable<TRow>({
  label,
  columns,
  rows,
  getRowId,
  totalCount,
  totalPages,
  page,
  pageSize = 10,
  onPageChange,
  sort,
  onSortChange,
  onSearchChange,
  search = '',
  searchLabel = `Search ${label.toLowerCase()}`,
  searchDebounceMs,
  statusOptions,
  statusFilter = [],
  onStatusFilterChange,
  onDownload,
  loading = false,
  error,
  onRetry,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  actions,
  footer,
  compact = false,
  className,
}: DataTableProps<TRow>) {
  const cellX = compact ? 'px-2.5' : 'px-4';
  const scroller = useOverflowsX<HTMLDivElement>();
  const sortable = onSortChange !== undefined;
  // TanStack's FlexRender renders a cell function as a component: a new function is a new
  // component type, and React remounts every cell, closing any dialog a row's action has open.
  // So the definitions change only with the columns, never with a parent's new callbacks.
  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, TRow & Row> => ({
        id: column.id,
        header: column.header,
        // TanStack sorts only accessor columns; the server sorts, so the value is never read.
        accessorFn: () => null,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: Boolean(column.sortable && sortable),
        sortDescFirst: column.sortDescFirst ?? false,
      })),
    [columns, sortable],
  );
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : []),
    [sort],
  );
  const table = useTable({
    features,
    columns: definitions,
    // The table reads rows, it never changes them; TanStack types its data as mutable.
    data: rows as (TRow & Row)[],
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && onSortChange)
        onSortChange({ field: first.id, order: first.desc ? 'desc' : 'asc' });
    },
  });

  // Skeleton rows as many as the page last showed, so the table keeps its height while it loads.
  const shownRows = useRef(pageSize);
  if (!loading && rows.length > 0) shownRows.current = rows.length;

  const headerGroups = table.getHeaderGroups();
  const columnCount = columns.length;
  let body: ReactNode;
  // Only beside the rows it counts: never over a skeleton, an error or an empty table.
  const showFooter = footer != null && !loading && error == null && rows.length > 0;
  if (loading) {
    body = Array.from({ length: shownRows.current }, (_, index) => (
      <tr key={index} data-testid="skeleton-row" className="h-11 border-t border-border">
        {columns.map((column) => (
          <td key={column.id} className={cellX}>
            <Skeleton shape="text" width={index % 2 ? '70%' : '85%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (error != null) {
    body = (
      <WideRow columns={columnCount}>
        <ErrorState message={error} onRetry={onRetry} />
      </WideRow>
    );
  } else if (rows.length === 0) {
    body = (
      <WideRow columns={columnCount}>
        <EmptyState title={emptyTitle} description={emptyDescription} />
      </WideRow>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} className="h-11 border-t border-border hover:bg-surface-hover">
        {row.getAllCells().map((cell, index) => (
          <td
            key={cell.id}
            className={clsx(
              cellX,
              'py-2',
              columns[index]?.align === 'end' && 'text-right tabular-nums',
            )}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }

  const hasToolbar =
    onSearchChange != null ||
    (statusOptions != null && onStatusFilterChange != null) ||
    onDownload != null ||
    actions != null;

  return (
    <div className={clsx('flex flex-col gap-3', className)}>
      {hasToolbar ? (
        <div className="flex flex-wrap items-center gap-3">
          {onSearchChange ? (
            <SearchField
              label={searchLabel}
              value={search}
              onSearch={onSearchChange}
              debounceMs={searchDebounceMs}
              className="w-64"
            />
          ) : null}
          {statusOptions && onStatusFilterChange ? (
            <FilterChips
              label="Status"
              options={statusOptions}
              selected={statusFilter}
              onChange={onStatusFilterChange}
            />
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {actions}
            {onDownload ? <DownloadButton onDownload={onDownload} /> : null}
          </div>
        </div>
      ) : null}
      <div
        ref={scroller.ref}
        className={clsx('overflow-x-auto rounded-lg border border-border bg-surface', focusRing)}
        {...(scroller.overflows
          ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` }
          : {})}
      >
        <table
          aria-busy={loading || undefined}
          className="w-full border-collapse text-left text-sm text-fg"
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-muted text-xs font-medium text-fg-muted">
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  const end = columns[index]?.align === 'end';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                      className={clsx('h-10 font-medium', cellX, end && 'text-right')}
                    >
                      {column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={column.getToggleSortingHandler()}
                          className={clsx(
                            'inline-flex items-center gap-1 rounded hover:text-fg',
                            sorted && 'text-fg',
                            focusRing,
                          )}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUpIcon size={12} />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon size={12} />
                          ) : null}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
          {showFooter ? (
            <tfoot className="border-t-2 border-border-strong bg-surface-muted font-medium">
              <tr className="h-11">
                {columns.map((column, index) => {
                  const end = column.align === 'end';
                  return index === 0 ? (
                    <th key={column.id} scope="row" className={clsx('py-2 font-medium', cellX)}>
                      {footer.label}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={clsx('py-2', cellX, end && 'text-right tabular-nums')}
                    >
                      {footer.cells[column.id]}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        totalCount={totalCount}
        pageSize={pageSize}
        onPageChange={onPageChange}
        disabled={loading}
        label={`${label} pages`}
      />
    </div>
  );
}

/** One cell across the whole table, for the empty and error states. */
function WideRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}
