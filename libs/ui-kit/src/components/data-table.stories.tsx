import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './data-table.tsx';
import type { ReportDownloadProgress } from './download-button.tsx';

type Sale = {
  id: number;
  date: string;
  customer: string;
  product: string;
  amount: number;
  status: string;
};

const statuses = ['approved', 'pending', 'refunded'] as const;
const customers = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
];
const allSales: Sale[] = Array.from({ length: 47 }, (_, index) => ({
  id: index + 1,
  date: `2026-03-${String(28 - (index % 28)).padStart(2, '0')}`,
  customer: customers[index % customers.length] ?? '',
  product: index % 3 ? 'Coaching program' : 'Mastermind',
  amount: 250 + ((index * 137) % 2750),
  status: statuses[index % 3] ?? 'approved',
}));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: DataTableColumn<Sale>[] = [
  {
    id: 'transaction_date',
    header: 'Date',
    cell: (sale) => sale.date,
    sortable: true,
    sortDescFirst: true,
  },
  { id: 'customer', header: 'Customer', cell: (sale) => sale.customer, sortable: true },
  { id: 'product', header: 'Product', cell: (sale) => sale.product },
  {
    id: 'amount',
    header: 'Amount',
    cell: (sale) => money.format(sale.amount),
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  { id: 'transaction_status', header: 'Status', cell: (sale) => sale.status },
];

const pageSize = 10;

/** The server's part, in memory: sort, search, filter, then one page. */
function ServerBackedTable(props: Partial<DataTableProps<Sale>>) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>({ field: 'transaction_date', order: 'desc' });
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<string[]>([]);
  const key = (sale: Sale) =>
    sort.field === 'amount' ? sale.amount : sort.field === 'customer' ? sale.customer : sale.date;
  const matching = allSales
    .filter((sale) => (filter.length ? filter.includes(sale.status) : true))
    .filter((sale) => sale.customer.toLowerCase().includes(search.toLowerCase()))
    .sort(
      (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (sort.order === 'desc' ? -1 : 1),
    );
  return (
    <DataTable<Sale>
      label="Transactions"
      columns={columns}
      rows={matching.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(sale) => String(sale.id)}
      totalCount={matching.length}
      totalPages={Math.ceil(matching.length / pageSize)}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      statusOptions={statuses.map((value) => ({
        value,
        label: value[0]?.toUpperCase() + value.slice(1),
      }))}
      statusFilter={filter}
      onStatusFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      onDownload={async (report: ReportDownloadProgress) => {
        for (let step = 1; step <= 10; step += 1) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          report(step / 10);
        }
      }}
      emptyTitle="No transactions"
      emptyDescription="Nothing matches this search and filter."
      {...props}
    />
  );
}

const meta = {
  title: 'ui-kit/DataTable',
  component: ServerBackedTable,
  decorators: [
    (Story) => (
      <div className="max-w-[960px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServerBackedTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [], totalCount: 0, totalPages: 0 } };
export const Error: Story = {
  args: { rows: [], error: 'Failed to load Transactions', onRetry: () => undefined },
};
export const IndeterminateDownload: Story = {
  args: { onDownload: () => new Promise<void>((resolve) => setTimeout(resolve, 3000)) },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
/** A totals row of every page of the filter, under the rows it counts. */
export const WithFooter: Story = {
  args: {
    footer: { label: '47 transactions, every page', cells: { amount: money.format(71_614) } },
  },
};
