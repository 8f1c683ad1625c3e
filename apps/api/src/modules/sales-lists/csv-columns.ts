import type {
  AppointmentRow,
  OutboundRecordRow,
  TransactionListRow,
  TransactionRow,
} from '@salesdash/api-contract';
import { DateTime } from 'luxon';
import type { CsvCell } from './csv.ts';

/** How a table's rows read in its CSV download: the header and each row's cells. */
export type CsvColumns<TRow> = {
  header: readonly string[];
  /** `timezone` is the organization's: instants are written as its local time. */
  cells: (row: TRow, timezone: string) => CsvCell[];
};

const localTime = (iso: string, timezone: string) =>
  DateTime.fromISO(iso, { zone: 'utc' }).setZone(timezone).toFormat('yyyy-MM-dd HH:mm');
// Money with its two decimals as text: "1200.00", as people and spreadsheets read it.
const money = (dollars: number) => dollars.toFixed(2);
const words = (value: string) => value.replace('_', ' ');

export const transactionCsv: CsvColumns<TransactionRow> = {
  header: [
    'Date',
    'Customer',
    'Email',
    'Product',
    'Type',
    'Status',
    'Cash (USD)',
    'Contract value (USD)',
    'Notes',
    'Transaction ID',
  ],
  cells: (row) => [
    row.transaction_date,
    row.customer_name,
    row.customer_email,
    row.product_name,
    row.transaction_type === 'new' ? 'New deal' : 'Payment plan',
    row.transaction_status,
    money(row.amount),
    money(row.contract_value),
    row.notes,
    row.transaction_id,
  ],
};

/** Where a person's own columns go: after the money, so the id stays last. */
const beforeNotes = transactionCsv.header.indexOf('Notes');

/**
 * A person's transactions: the product's columns with the position they held on each deal and
 * their own commission on it (empty until approval pays any) after the money.
 */
export const personTransactionCsv: CsvColumns<TransactionListRow> = {
  header: [
    ...transactionCsv.header.slice(0, beforeNotes),
    'Position',
    'Commission (USD)',
    ...transactionCsv.header.slice(beforeNotes),
  ],
  cells: (row, timezone) => {
    const cells = transactionCsv.cells(row, timezone);
    return [
      ...cells.slice(0, beforeNotes),
      row.as,
      row.own_commission === null ? null : money(row.own_commission),
      ...cells.slice(beforeNotes),
    ];
  },
};

export const appointmentCsv: CsvColumns<AppointmentRow> = {
  header: ['Call (local time)', 'Lead', 'Email', 'Product', 'Status', 'Appointment ID'],
  cells: (row, timezone) => [
    localTime(row.call_date, timezone),
    row.lead_name,
    row.lead_email,
    row.product_name,
    words(row.appointment_status),
    row.appointment_id,
  ],
};

export const outboundRecordCsv: CsvColumns<OutboundRecordRow> = {
  header: ['When (local time)', 'Type', 'Product', 'Answered', 'Duration (seconds)', 'Record ID'],
  cells: (row, timezone) => [
    localTime(row.created_at, timezone),
    row.type,
    row.product_name,
    row.type === 'call' ? (row.answered ? 'yes' : 'no') : null,
    row.type === 'call' ? row.duration_seconds : null,
    row.outbound_record_id,
  ],
};
