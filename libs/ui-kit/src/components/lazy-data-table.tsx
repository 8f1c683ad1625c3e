import { lazy, type ReactElement } from 'react';
import type { DataTableProps } from './data-table.tsx';
import { DataTablePlaceholder } from './data-table-placeholder.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';

// lazy() drops DataTable's row type parameter; LazyDataTable restores it.
const DataTable = lazy(() =>
  import('./data-table.tsx').then((module) => ({
    default: module.DataTable as (props: DataTableProps<unknown>) => ReactElement,
  })),
);

/**
 * {@link DataTable} whose code (TanStack Table) is fetched when it nears the viewport; a skeleton
 * of a full page's height holds its place until then.
 */
export function LazyDataTable<TRow>(props: DataTableProps<TRow>) {
  return (
    <LoadWhenVisible
      placeholder={<DataTablePlaceholder pageSize={props.pageSize} />}
      className={props.className}
    >
      <DataTable {...(props as DataTableProps<unknown>)} className={undefined} />
    </LoadWhenVisible>
  );
}
