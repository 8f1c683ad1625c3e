import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './data-table.tsx';

type Sale = { id: number; customer: string; amount: number; status: string };

const columns: DataTableColumn<Sale>[] = [
  { id: 'customer', header: 'Customer', cell: (row) => row.customer, sortable: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => `$${row.amount}`,
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

const rows: Sale[] = [
  { id: 1, customer: 'Ada', amount: 120, status: 'approved' },
  { id: 2, customer: 'Grace', amount: 80, status: 'pending' },
  { id: 3, customer: 'Linus', amount: 45, status: 'refunded' },
];

const base: DataTableProps<Sale> = {
  label: 'Transactions',
  columns,
  rows,
  getRowId: (row) => String(row.id),
  totalCount: 23,
  totalPages: 3,
  page: 1,
  onPageChange: () => undefined,
};

function SortHarness({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort>({ field: 'customer', order: 'asc' });
  return (
    <DataTable
      {...base}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** A row action with state of its own, as a status button that opens a dialog has. */
function OpenToggle({ sale }: { sale: Sale }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-pressed={open} onClick={() => setOpen(true)}>
      {`Open ${sale.customer}`}
    </button>
  );
}

describe('DataTable row state', () => {
  it('keeps a row action’s state when its parent renders again with new callbacks', async () => {
    const withAction: DataTableColumn<Sale>[] = [
      ...columns,
      { id: 'actions', header: 'Actions', cell: (row) => <OpenToggle sale={row} /> },
    ];
    const props = {
      ...base,
      columns: withAction,
      sort: { field: 'customer', order: 'asc' } as const,
    };
    const { rerender } = render(<DataTable {...props} onSortChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Grace' }));
    expect(screen.getByRole('button', { name: 'Open Grace' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A parent's render makes new callbacks (a realtime refetch, a late part of the page).
    rerender(
      <DataTable {...props} onSortChange={() => undefined} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Open Grace' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('DataTable', () => {
  it('renders a captioned table of the rows', () => {
    render(<DataTable {...base} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: '$120' })).toHaveClass('text-right');
  });

  it('totals under the rows with its cells in their columns, and only beside rows', () => {
    const footer = { label: '23 sales', cells: { amount: '$4,200' } };
    const { rerender } = render(<DataTable {...base} footer={footer} />);
    const total = screen.getByRole('rowheader', { name: '23 sales' }).closest('tr');
    expect(total?.parentElement?.tagName).toBe('TFOOT');
    expect(
      within(total as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$4,200', '']);
    rerender(<DataTable {...base} footer={footer} loading />);
    expect(screen.queryByText('23 sales')).not.toBeInTheDocument();
    rerender(<DataTable {...base} footer={footer} rows={[]} />);
    expect(screen.queryByText('23 sales')).not.toBeInTheDocument();
  });

  it('toggles sorting from the header, with aria-sort on the sorted column', async () => {
    const onSortChange = vi.fn();
    render(<SortHarness onSortChange={onSortChange} />);
    const customer = screen.getByRole('columnheader', { name: 'Customer' });
    expect(customer).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    // Status is not sortable: no button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button'),
    ).toBeNull();

    await userEvent.click(within(customer).getByRole('button', { name: 'Customer' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'customer', order: 'desc' });
    expect(customer).toHaveAttribute('aria-sort', 'descending');

    // Keyboard: Tab to the Amount header and press Enter; it sorts descending first.
    within(screen.getByRole('columnheader', { name: 'Amount' }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(customer).not.toHaveAttribute('aria-sort');
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'asc' });
  });

  it('pages with previous and next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<DataTable {...base} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Transactions pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(nav).toHaveTextContent('Showing 1–10 of 23');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(<DataTable {...base} page={3} onPageChange={onPageChange} />);
    expect(nav).toHaveTextContent('Showing 21–23 of 23');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('fires the search once, after typing pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearchChange = vi.fn();
    render(<DataTable {...base} onSearchChange={onSearchChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search transactions' });
    for (const value of [' ', ' a', ' ad', ' ada', ' ada ']) {
      fireEvent.change(box, { target: { value } });
      act(() => vi.advanceTimersByTime(120));
    }
    act(() => vi.advanceTimersByTime(179));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledOnce();
    expect(onSearchChange).toHaveBeenCalledWith('ada');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).toHaveBeenCalledOnce();
  });

  it('toggles status chips with aria-pressed', async () => {
    function Harness({ onChange }: { onChange: (statuses: string[]) => void }) {
      const [statuses, setStatuses] = useState<string[]>([]);
      return (
        <DataTable
          {...base}
          statusOptions={[
            { value: 'approved', label: 'Approved' },
            { value: 'pending', label: 'Pending' },
          ]}
          statusFilter={statuses}
          onStatusFilterChange={(next) => {
            setStatuses(next);
            onChange(next);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Status' });
    const pending = within(group).getByRole('button', { name: 'Pending' });
    expect(pending).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pending);
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Approved' }));
    expect(onChange).toHaveBeenLastCalledWith(['approved', 'pending']);
    await userEvent.click(pending);
    expect(onChange).toHaveBeenLastCalledWith(['approved']);
    expect(pending).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows as many skeleton rows as the last page had while loading', () => {
    const { rerender } = render(<DataTable {...base} />);
    rerender(<DataTable {...base} rows={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the empty state and the error state with a retry', async () => {
    const { rerender } = render(
      <DataTable {...base} rows={[]} totalCount={0} totalPages={0} emptyTitle="No transactions" />,
    );
    expect(screen.getByText('No transactions')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    const onRetry = vi.fn();
    rerender(
      <DataTable {...base} rows={[]} error="Failed to load Transactions" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load Transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers the CSV download when given one', () => {
    render(<DataTable {...base} onDownload={() => Promise.resolve()} />);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

describe('DataTable sideways scrolling', () => {
  function withWidths(scrollWidth: number, clientWidth: number) {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  }
  afterEach(() => vi.restoreAllMocks());

  it('makes a table wider than its box a named, focusable region (keyboard can scroll it)', () => {
    withWidths(1400, 900);
    render(<DataTable {...base} />);
    const region = screen.getByRole('region', { name: 'Transactions, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop when the table fits', () => {
    withWidths(900, 900);
    render(<DataTable {...base} />);
    expect(screen.queryByRole('region', { name: /scrolls sideways/ })).toBeNull();
  });
});
