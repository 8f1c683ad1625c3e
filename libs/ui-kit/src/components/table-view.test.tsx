import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableSort } from './data-table.tsx';
import {
  parseSortParam,
  sortParam,
  useTablePageSortAndSearch,
  useTableSortAndSearch,
  type TableView,
  type TableViewPatch,
} from './table-view.ts';

const byDate: DataTableSort = { field: 'transaction_date', order: 'desc' };
const fields = ['transaction_date', 'amount', 'customer_name'];

describe('parseSortParam', () => {
  it.each<[string, unknown, DataTableSort]>([
    ['a sortable field, ascending', 'amount.asc', { field: 'amount', order: 'asc' }],
    [
      'a sortable field, descending',
      'customer_name.desc',
      { field: 'customer_name', order: 'desc' },
    ],
    ['a field no column sorts by', 'password_hash.asc', byDate],
    ['an order that is neither', 'amount.up', byDate],
    ['no order', 'amount', byDate],
    ['no field', '.asc', byDate],
    ['a number the URL parsed', 12, byDate],
    ['nothing', undefined, byDate],
  ])('%s', (_case, value, expected) => {
    expect(parseSortParam(value, fields, byDate)).toEqual(expected);
  });

  it('reads back what sortParam writes', () => {
    const sort: DataTableSort = { field: 'amount', order: 'asc' };
    expect(parseSortParam(sortParam(sort), fields, byDate)).toEqual(sort);
  });
});

/** The page's URL as a test sees it: patches applied as the shell's navigation applies them. */
function useMemoryUrl(initial: TableView) {
  const [view, setView] = useState(initial);
  const onChange = (patch: TableViewPatch) =>
    setView((previous) =>
      Object.fromEntries(
        Object.entries({ ...previous, ...patch }).filter(([, value]) => value !== undefined),
      ),
    );
  return { view, onChange };
}

describe('useTableSortAndSearch', () => {
  it('reads its order and search from the URL under its prefix, and writes them back', () => {
    const { result } = renderHook(() => {
      const url = useMemoryUrl({
        'members.sort': 'amount.asc',
        'members.q': 4711,
        sort: 'customer_name.desc',
      });
      return { url, table: useTableSortAndSearch(url, 'members.', fields, byDate) };
    });
    expect(result.current.table.sort).toEqual({ field: 'amount', order: 'asc' });
    expect(result.current.table.search).toBe('4711');

    act(() => result.current.table.onSearchChange('ann'));
    act(() => result.current.table.onSortChange({ field: 'customer_name', order: 'asc' }));
    expect(result.current.url.view).toEqual({
      'members.sort': 'customer_name.asc',
      'members.q': 'ann',
      sort: 'customer_name.desc',
    });
  });

  it('leaves defaults out of the URL', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useTableSortAndSearch({ view: { sort: 'amount.asc', q: 'x' }, onChange }, '', fields, byDate),
    );
    act(() => result.current.onSortChange(byDate));
    act(() => result.current.onSearchChange(''));
    expect(onChange.mock.calls).toEqual([[{ sort: undefined }], [{ q: undefined }]]);
  });

  it('keeps its view in memory without a URL', () => {
    const { result } = renderHook(() => useTableSortAndSearch(undefined, '', fields, byDate));
    expect(result.current.sort).toEqual(byDate);
    act(() => result.current.onSortChange({ field: 'amount', order: 'asc' }));
    act(() => result.current.onSearchChange('lee'));
    expect(result.current.sort).toEqual({ field: 'amount', order: 'asc' });
    expect(result.current.search).toBe('lee');
  });
});

describe('useTablePageSortAndSearch', () => {
  it('reads its page, order and search from the URL, a new order or search back to page 1', () => {
    const { result } = renderHook(() => {
      const url = useMemoryUrl({ 'members.page': '3', 'members.sort': 'amount.asc', page: '7' });
      return { url, table: useTablePageSortAndSearch(url, 'members.', fields, byDate) };
    });
    expect(result.current.table.page).toBe(3);
    expect(result.current.table.sort).toEqual({ field: 'amount', order: 'asc' });

    act(() => result.current.table.onPageChange(4));
    // A number, so the URL reads `members.page=4`, not a quoted text.
    expect(result.current.url.view).toMatchObject({ 'members.page': 4, page: '7' });
    expect(result.current.table.page).toBe(4);
    act(() => result.current.table.onSortChange({ field: 'customer_name', order: 'asc' }));
    expect(result.current.url.view).toEqual({ 'members.sort': 'customer_name.asc', page: '7' });
    act(() => result.current.table.onPageChange(2));
    act(() => result.current.table.onSearchChange('ann'));
    expect(result.current.url.view).toEqual({
      'members.sort': 'customer_name.asc',
      'members.q': 'ann',
      page: '7',
    });
    expect(result.current.table.page).toBe(1);
  });

  it.each(['0', '-2', 'two', '1.5', 1e9])('reads page %s as page 1', (page) => {
    const { result } = renderHook(() =>
      useTablePageSortAndSearch({ view: { page }, onChange: vi.fn() }, '', fields, byDate),
    );
    expect(result.current.page).toBe(1);
  });

  it('pages in memory without a URL, a new search back to page 1', () => {
    const { result } = renderHook(() => useTablePageSortAndSearch(undefined, '', fields, byDate));
    act(() => result.current.onPageChange(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.onSearchChange('lee'));
    expect(result.current).toMatchObject({ page: 1, search: 'lee', sort: byDate });
  });
});
