import type {
  AppointmentList,
  AppointmentListQuery,
  OutboundRecordList,
  OutboundRecordListQuery,
  TransactionList,
  TransactionListQuery,
} from '@salesdash/api-contract';

/** The tables of a dashboard, by the path segment of their calls. */
export type SalesResource = 'transactions' | 'appointments' | 'outbound-records';

type Resources = {
  transactions: { query: TransactionListQuery; list: TransactionList };
  appointments: { query: AppointmentListQuery; list: AppointmentList };
  'outbound-records': { query: OutboundRecordListQuery; list: OutboundRecordList };
};

/** The table query a resource takes (the common one plus its own filters). */
export type SalesListQuery<R extends SalesResource> = Resources[R]['query'];
/** A resource's page: its rows and `pagination`. */
export type SalesList<R extends SalesResource> = Resources[R]['list'];

/** What a table's failed load says ("Commisions" is spelled so on purpose). */
export const salesListFailures: Record<SalesResource, string> = {
  transactions: 'Failed to load Commisions',
  appointments: 'Failed to load Appointments',
  'outbound-records': 'Failed to load Outbound Records',
};

/** The tables' page size and default sorts. */
export const salesTableDefaults = {
  pageSize: 10,
  sortField: {
    transactions: 'transaction_date',
    appointments: 'call_date',
    'outbound-records': 'created_at',
  },
} as const;
