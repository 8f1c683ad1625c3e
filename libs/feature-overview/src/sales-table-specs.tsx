import type {
  AppointmentRow,
  OutboundRecordRow,
  TransactionListRow,
} from '@salesdash/api-contract';
import type { DataTableColumn } from '@salesdash/ui-kit';
import {
  formatDateTime,
  formatDay,
  formatCount,
  formatDuration,
  formatMoney,
  placeholder,
} from '@salesdash/util-format';
import type { ReactNode } from 'react';
import type { SalesTableSpec } from './sales-table.tsx';
import { StatusBadge } from './status-badge.tsx';

const noWrap = (text: string) => <span className="whitespace-nowrap">{text}</span>;

/**
 * A customer's or lead's name over their email. Long emails are cut with an ellipsis (the whole
 * one on hover and in the CSV), so an admin's row actions fit the 1024 px page.
 */
const nameAndEmail = (name: string, email: string) => (
  <span className="flex max-w-40 flex-col">
    <span className="truncate font-medium" title={name || undefined}>
      {name || '—'}
    </span>
    {email ? (
      <span className="truncate text-xs text-fg-muted" title={email}>
        {email}
      </span>
    ) : null}
  </span>
);

/** `columns`, with an Actions column at the end when there is an action. */
function withAction<TRow>(
  columns: DataTableColumn<TRow>[],
  action?: (row: TRow) => ReactNode,
): DataTableColumn<TRow>[] {
  return action
    ? [...columns, { id: 'actions', header: 'Actions', cell: action, align: 'end' }]
    : columns;
}

const chips = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' '),
  }));

const transactionColumns: DataTableColumn<TransactionListRow>[] = [
  {
    id: 'transaction_date',
    header: 'Date',
    // May wrap: a person's table has two more columns to fit beside an admin's actions.
    cell: (row) => formatDay(row.transaction_date),
    sortable: true,
    sortDescFirst: true,
  },
  {
    id: 'customer_name',
    header: 'Customer',
    cell: (row) => nameAndEmail(row.customer_name, row.customer_email),
    sortable: true,
  },
  {
    id: 'product',
    header: 'Product',
    // The deal type sits under the product: the table fits 1024 px with the admin's action.
    cell: (row) => (
      <span className="flex flex-col">
        <span>{row.product_name}</span>
        <span className="text-xs text-fg-muted">
          {row.transaction_type === 'new' ? 'New deal' : 'Payment plan'}
        </span>
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Cash',
    cell: (row) => formatMoney(row.amount),
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  {
    id: 'contract_value',
    header: 'Contract value',
    // An instalment carries no contract value of its own (its deal's is on the new deal).
    cell: (row) =>
      row.transaction_type === 'payment_plan' ? (
        <span title="Instalments carry no contract value">{placeholder}</span>
      ) : (
        formatMoney(row.contract_value)
      ),
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  {
    id: 'transaction_status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.transaction_status} />,
    sortable: true,
  },
];

/**
 * The position a person held on each deal, on one line unless an admin's actions need the room
 * (the table must fit 1024 px).
 */
const positionColumn = (wrap: boolean): DataTableColumn<TransactionListRow> => ({
  id: 'as',
  header: 'Position',
  cell: (row) => {
    const text = row.as ? `as ${row.as}` : placeholder;
    return wrap ? text : noWrap(text);
  },
});

/** The person's own commission on each deal. */
const ownCommissionColumn = (personal: boolean): DataTableColumn<TransactionListRow> => ({
  id: 'own_commission',
  header: personal ? 'Your commission' : 'Their commission',
  // Null until approval pays any: the Pay card estimates a pending deal's.
  cell: (row) =>
    row.own_commission === null ? (
      <span title="Paid once approved">{placeholder}</span>
    ) : (
      formatMoney(row.own_commission)
    ),
  align: 'end',
});

/**
 * The transactions table; `action` adds a last column (an admin's status change). On a person's
 * dashboard (`person`) it shows their position and commission on each deal, and totals every
 * page of its filter in a footer, beside the rows it counts.
 * @param action - the cell of the action column, if any
 * @param person - a person's dashboard: whether it is the signed-in person's own
 */
export function transactionTableSpec(
  action?: (row: TransactionListRow) => ReactNode,
  person?: { personal: boolean },
): SalesTableSpec<'transactions', TransactionListRow> {
  // Date, customer, product, position, cash, own commission, then the deal's value and status.
  const columns = person
    ? [
        ...transactionColumns.slice(0, 3),
        positionColumn(action !== undefined),
        ...transactionColumns.slice(3, 4),
        ownCommissionColumn(person.personal),
        ...transactionColumns.slice(4),
      ]
    : transactionColumns;
  return {
    resource: 'transactions',
    label: 'Transactions',
    columns: withAction(columns, action),
    rowsOf: (list) => list.transactions,
    getRowId: (row) => String(row.transaction_id),
    searchLabel: 'Search customers, emails, notes or products',
    emptyTitle: 'No transactions in this range',
    filter: {
      param: 'transaction_status',
      options: chips(['pending', 'approved', 'rejected', 'refunded']),
    },
    // Two more columns: with an admin's actions they fit 1024 px only with narrower cells.
    compact: person !== undefined,
    footer: ({ totals }) =>
      totals
        ? {
            label: `Total of ${formatCount(totals.count)} ${totals.count === 1 ? 'deal' : 'deals'}`,
            cells: {
              amount: formatMoney(totals.amount),
              own_commission: formatMoney(totals.own_commission),
            },
          }
        : undefined,
  };
}

/**
 * The appointments table; `action` adds a last column (a call's status, declining or deleting it).
 * @param action - the cell of the action column, if any
 */
export function appointmentTableSpec(
  action?: (row: AppointmentRow) => ReactNode,
): SalesTableSpec<'appointments', AppointmentRow> {
  return {
    resource: 'appointments',
    label: 'Appointments',
    columns: withAction(
      [
        {
          id: 'call_date',
          header: 'Call',
          cell: (row) => noWrap(formatDateTime(row.call_date)),
          sortable: true,
          sortDescFirst: true,
        },
        {
          id: 'lead_name',
          header: 'Lead',
          cell: (row) => nameAndEmail(row.lead_name, row.lead_email),
          sortable: true,
        },
        { id: 'product', header: 'Product', cell: (row) => row.product_name },
        {
          id: 'appointment_status',
          header: 'Status',
          cell: (row) => <StatusBadge status={row.appointment_status} />,
          sortable: true,
        },
      ],
      action,
    ),
    rowsOf: (list) => list.appointments,
    getRowId: (row) => String(row.appointment_id),
    searchLabel: 'Search leads, emails or products',
    emptyTitle: 'No appointments in this range',
    filter: {
      param: 'appointment_status',
      options: chips(['scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled']),
    },
  };
}

export const outboundTableSpec: SalesTableSpec<'outbound-records', OutboundRecordRow> = {
  resource: 'outbound-records',
  label: 'Outbound records',
  columns: [
    {
      id: 'created_at',
      header: 'When',
      cell: (row) => noWrap(formatDateTime(row.created_at)),
      sortable: true,
      sortDescFirst: true,
    },
    {
      id: 'type',
      header: 'Type',
      cell: (row) => (row.type === 'call' ? 'Call' : 'Message'),
      sortable: true,
    },
    { id: 'product', header: 'Product', cell: (row) => row.product_name ?? '—' },
    {
      id: 'answered',
      header: 'Answered',
      cell: (row) => (row.type === 'call' ? (row.answered ? 'Yes' : 'No') : '—'),
    },
    {
      id: 'duration_seconds',
      header: 'Duration',
      cell: (row) =>
        row.type === 'call' && row.answered ? formatDuration(row.duration_seconds) : '—',
      sortable: true,
      sortDescFirst: true,
      align: 'end',
    },
  ],
  rowsOf: (list) => list.outboundRecords,
  getRowId: (row) => String(row.outbound_record_id),
  searchLabel: 'Search products',
  emptyTitle: 'No outbound activity in this range',
  filter: {
    param: 'type',
    options: [
      { value: 'call', label: 'Calls' },
      { value: 'message', label: 'Messages' },
    ],
  },
};
