import {
  useTableSortAndSearch,
  type DataTableSort,
  type TableViewBinding,
} from '@salesdash/ui-kit';
import { useMemo, useState } from 'react';

/** How a column sorts: the value compared (numbers descending first, text ascending). */
export type SortValues<TRow> = Record<string, (row: TRow) => number | string>;

/**
 * Sorting, search and paging of rows that arrived whole (a team's members and products): the
 * same rules as the server tables (a new sort or search goes back to page 1).
 * @param rows - every row
 * @param sortValues - the sortable columns by id
 * @param searchText - what a search matches in a row
 * @param initialSort - the first order
 * @param view - the page's URL, which keeps the order and search as `{view.prefix}sort` and
 *   `{view.prefix}q` across a reload; without it they are kept in memory
 */
export function useLocalTable<TRow>(
  rows: readonly TRow[] | undefined,
  sortValues: SortValues<TRow>,
  searchText: (row: TRow) => string,
  initialSort: DataTableSort,
  view?: { binding: TableViewBinding | undefined; prefix: string },
  pageSize = 10,
) {
  const { sort, onSortChange, search, onSearchChange } = useTableSortAndSearch(
    view?.binding,
    view?.prefix ?? '',
    Object.keys(sortValues),
    initialSort,
  );
  const [page, setPage] = useState(1);

  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (rows ?? []).filter(
      (row) => needle === '' || searchText(row).toLowerCase().includes(needle),
    );
    const value = sortValues[sort.field];
    if (!value) return found;
    const direction = sort.order === 'asc' ? 1 : -1;
    return [...found].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
      return order * direction;
    });
  }, [rows, search, sort, sortValues, searchText]);

  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const shownPage = Math.min(page, totalPages);
  return {
    rows: matching.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    totalCount: matching.length,
    totalPages: matching.length === 0 ? 0 : totalPages,
    page: shownPage,
    pageSize,
    sort,
    search,
    onPageChange: setPage,
    onSortChange: (next: DataTableSort) => {
      onSortChange(next);
      setPage(1);
    },
    onSearchChange: (next: string) => {
      onSearchChange(next);
      setPage(1);
    },
  };
}
