import { useState } from 'react';
import type { DataTableSort } from './data-table.tsx';

/**
 * A page's search params as its route reads them: a table's view is kept there, so a reload or
 * a copied link opens the same tab, order and search. Values are whatever the URL parsed to.
 */
export type TableView = { readonly [param: string]: unknown };

/**
 * A change of a page's table view: a param to set, or `undefined` to drop it. A number stays a
 * number in the URL (`page=2`); the router would quote a text that reads as one (`page="2"`).
 */
export type TableViewPatch = Readonly<Record<string, string | number | undefined>>;

/**
 * How a page keeps its tables' view in its URL: the params as read, and a change. A table
 * without one keeps its view in memory (stories, tests, embedded dashboards).
 */
export type TableViewBinding = {
  view: TableView;
  onChange: (patch: TableViewPatch) => void;
};

/** A URL value as text: `?q=123` parses to a number, and a search for 123 is still text. */
function paramText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, 200);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** A sort as one URL value, `field.order` (`transaction_date.desc`). */
export function sortParam(sort: DataTableSort): string {
  return `${sort.field}.${sort.order}`;
}

/**
 * The sort a URL value names, when its field is one of `fields` and its order asc or desc;
 * `fallback` otherwise, so a hand-edited or outdated link still opens a sorted table.
 */
export function parseSortParam(
  value: unknown,
  fields: readonly string[],
  fallback: DataTableSort,
): DataTableSort {
  const text = paramText(value) ?? '';
  const cut = text.lastIndexOf('.');
  const field = text.slice(0, cut);
  const order = text.slice(cut + 1);
  return cut > 0 && fields.includes(field) && (order === 'asc' || order === 'desc')
    ? { field, order }
    : fallback;
}

/**
 * One value of a table's view: from the page's URL through `binding` (a default is left out of
 * the URL), else kept in memory.
 * @param binding - the page's URL, or undefined to keep the value in memory
 * @param param - the search param's name, e.g. `tab` or `members.q`
 * @param parse - the value a URL param stands for; anything it rejects reads as the default
 * @param fallback - the default, also what an absent or rejected param reads as
 * @returns the value and its change; a change may set other params of the URL `alongside`
 */
export function useTableViewValue<T extends string>(
  binding: TableViewBinding | undefined,
  param: string,
  parse: (text: string) => T | undefined,
  fallback: T,
): [T, (next: T, alongside?: TableViewPatch) => void] {
  const [kept, setKept] = useState(fallback);
  if (!binding) return [kept, (next) => setKept(next)];
  const text = paramText(binding.view[param]);
  const value = (text === undefined ? undefined : parse(text)) ?? fallback;
  // `alongside` changes other params in the same step (a new tab drops the old tab's order):
  // two navigations in one tick could each start from the URL before the other.
  return [
    value,
    (next, alongside) =>
      binding.onChange({ ...alongside, [param]: next === fallback ? undefined : next }),
  ];
}

/**
 * A table's sort and search, kept in the page's URL as `{prefix}sort` and `{prefix}q` when the
 * page binds its view, else in memory.
 * @param binding - the page's URL binding, if any
 * @param prefix - names this table's params on a page of several (`members.`), or `''`
 * @param sortFields - the sortable columns' ids: a URL naming another field gets `defaultSort`
 * @param defaultSort - the first order
 */
export function useTableSortAndSearch(
  binding: TableViewBinding | undefined,
  prefix: string,
  sortFields: readonly string[],
  defaultSort: DataTableSort,
) {
  const fallback = sortParam(defaultSort);
  const [sortText, setSortText] = useTableViewValue(
    binding,
    `${prefix}sort`,
    (text) => sortParam(parseSortParam(text, sortFields, defaultSort)),
    fallback,
  );
  const [search, setSearch] = useTableViewValue(binding, `${prefix}q`, (text) => text.trim(), '');
  return {
    sort: parseSortParam(sortText, sortFields, defaultSort),
    onSortChange: (next: DataTableSort) => setSortText(sortParam(next)),
    search,
    onSearchChange: setSearch,
  };
}

/** A page number a URL value names: 1 or more; anything else is page 1. */
function pageOf(value: unknown): number {
  const text = paramText(value) ?? '';
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/**
 * A server-paged table's page, sort and search, kept in the page's URL as `{prefix}page`,
 * `{prefix}sort` and `{prefix}q` when the page binds its view, else in memory. A new sort or
 * search goes back to page 1 in the same step, so the URL never holds a page of the
 * old order; page 1, like the default sort and no search, is left out of the URL.
 * @param binding - the page's URL binding, if any
 * @param prefix - names this table's params on a page of several (`members.`)
 * @param sortFields - the sortable columns' ids: a URL naming another field gets `defaultSort`
 * @param defaultSort - the first order
 */
export function useTablePageSortAndSearch(
  binding: TableViewBinding | undefined,
  prefix: string,
  sortFields: readonly string[],
  defaultSort: DataTableSort,
) {
  const pageParam = `${prefix}page`;
  const firstPage = { [pageParam]: undefined };
  const [keptPage, setKeptPage] = useState(1);
  const [sortText, setSortText] = useTableViewValue(
    binding,
    `${prefix}sort`,
    (text) => sortParam(parseSortParam(text, sortFields, defaultSort)),
    sortParam(defaultSort),
  );
  const [search, setSearch] = useTableViewValue(binding, `${prefix}q`, (text) => text.trim(), '');
  // In the URL the page goes back to 1 in the same navigation as the new order or search.
  const restart = () => {
    if (!binding) setKeptPage(1);
  };
  return {
    page: binding ? pageOf(binding.view[pageParam]) : keptPage,
    onPageChange: (next: number) => {
      if (binding) binding.onChange({ [pageParam]: next === 1 ? undefined : next });
      else setKeptPage(next);
    },
    sort: parseSortParam(sortText, sortFields, defaultSort),
    onSortChange: (next: DataTableSort) => {
      setSortText(sortParam(next), firstPage);
      restart();
    },
    search,
    onSearchChange: (next: string) => {
      setSearch(next, firstPage);
      restart();
    },
  };
}
