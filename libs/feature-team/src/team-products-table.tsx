import type { TeamProduct } from '@salesdash/api-contract';
import { LazyDataTable, type DataTableColumn, type TableViewBinding } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { cashChangeColumn, figureColumn, figureSortValues } from './figure-columns.tsx';
import { useLocalTable, type SortValues } from './use-local-table.ts';

export type TeamProductsTableProps = {
  products: readonly TeamProduct[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A link to the product's overview around `children` (the shell owns the routes). */
  renderProductLink: (productId: number, children: ReactNode) => ReactNode;
  /** The page's URL, which keeps the order and search (`products.sort`, `products.q`). */
  tableView?: TableViewBinding | undefined;
};

const figures = [
  figureColumn<TeamProduct>('totalCash', 'Cash collected', 'money'),
  cashChangeColumn<TeamProduct>(),
  figureColumn<TeamProduct>('newCash', 'New cash', 'money'),
  figureColumn<TeamProduct>('paymentPlans', 'Payment plans', 'money'),
  figureColumn<TeamProduct>('closedDeals', 'Deals', 'count'),
  figureColumn<TeamProduct>('totalCalls', 'Calls booked', 'count'),
  figureColumn<TeamProduct>('closeRateTaken', 'Close rate', 'percent'),
];

const sortValues: SortValues<TeamProduct> = {
  name: (row) => row.name.toLowerCase(),
  ...figureSortValues<TeamProduct>([
    'totalCash',
    'newCash',
    'paymentPlans',
    'closedDeals',
    'totalCalls',
    'closeRateTaken',
  ]),
};

/**
 * The team's figures per product for the range (the product view): sortable; a name
 * opens that product's overview.
 */
export function TeamProductsTable({
  products,
  loading,
  error,
  onRetry,
  renderProductLink,
  tableView,
}: TeamProductsTableProps) {
  const table = useLocalTable(
    products,
    sortValues,
    (row) => row.name,
    {
      field: 'totalCash',
      order: 'desc',
    },
    { binding: tableView, prefix: 'products.' },
  );
  const columns: DataTableColumn<TeamProduct>[] = [
    {
      id: 'name',
      header: 'Product',
      sortable: true,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          {renderProductLink(row.productId, row.name)}
          {row.is_active ? null : <span className="text-xs text-fg-muted">Inactive</span>}
        </span>
      ),
    },
    ...figures,
  ];
  return (
    <LazyDataTable
      label="Products"
      columns={columns}
      getRowId={(row) => String(row.productId)}
      {...table}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyTitle="No products match these filters"
    />
  );
}
