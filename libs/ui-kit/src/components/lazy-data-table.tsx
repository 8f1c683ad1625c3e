import type { ReactElement } from 'react';
import type { DataTableProps } from './data-table.tsx';
import { DataTablePlaceholder } from './data-table-placeholder.tsx';
import { loadable } from './loadable.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';

// The import drops DataTable's row type parameter; LazyDataTable restores it.
const dataTable = loadable(() =>
  import('./data-table.tsx').then(
    (module) => module.DataTable as (props: DataTableProps<unknown>) => ReactElement,
  ),
);

/**
 * {@link DataTable} whose code (TanStack Table) is fetched when it nears the viewport; a skeleton
 * of a full page's height holds its place until then.
 */
export function LazyDataTable<TRow>(props: DataTableProps<TRow>) {
  const placeholder = <DataTablePlaceholder pageSize={props.pageSize} />;
  return (
    <LoadWhenVisible placeholder={placeholder} className={props.className}>
      <dataTable.Component
        {...(props as DataTableProps<unknown>)}
        className={undefined}
        placeholder={placeholder}
      />
    </LoadWhenVisible>
  );
}
