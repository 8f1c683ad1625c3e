import { Skeleton } from './skeleton.tsx';

/** Toolbar (32 px) + header (40 px) + rows (44 px each) + pagination (32 px) + gaps. */
export function dataTableHeight(pageSize: number): number {
  return 32 + 12 + 40 + pageSize * 44 + 12 + 32;
}

/** A table-sized skeleton, marked busy, for the lazy table until its code arrives. */
export function DataTablePlaceholder({ pageSize = 10 }: { pageSize?: number }) {
  return (
    <div aria-busy="true">
      <Skeleton shape="block" height={dataTableHeight(pageSize)} />
    </div>
  );
}
