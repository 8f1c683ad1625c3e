import { DataTable, type DataTableColumn } from '@salesdash/ui-kit';
import { useState, type ReactNode } from 'react';

const pageSize = 10;

export type AdminTableProps<TRow> = {
  /** The table's caption and accessible name. */
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  /** Every row (the organization's products or roles are few: paged here, not by the server). */
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  loading: boolean;
  /** What to say when the list could not be loaded. */
  error?: ReactNode;
  onRetry: () => void;
  emptyTitle: ReactNode;
  emptyDescription: ReactNode;
};

/** An administration list: ui-kit's table over the whole list, ten rows a page. */
export function AdminTable<TRow>({ rows = [], ...props }: AdminTableProps<TRow>) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      {...props}
      rows={rows.slice((page - 1) * pageSize, page * pageSize)}
      totalCount={rows.length}
      totalPages={Math.max(1, Math.ceil(rows.length / pageSize))}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
    />
  );
}
