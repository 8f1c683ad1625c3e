import type {
  AppointmentList,
  AppointmentRow,
  CommissionHistory,
  DealPositionFilter,
  OutboundRecordList,
  TransactionList,
  TransactionListRow,
  TransactionRow,
} from '@salesdash/api-contract';

const customers = ['Avery Stone', 'Blake Rivera', 'Casey Morgan', 'Devon Lee', 'Emerson Hart'];

/**
 * An example transaction of Casey Closer (user 7) on the Coaching product.
 * @param overrides - fields to change
 */
export function exampleTransaction(overrides: Partial<TransactionRow> = {}): TransactionRow {
  return {
    transaction_id: 101,
    user_id: 7,
    setter_id: 9,
    product_id: 1,
    product_name: 'Coaching',
    customer_name: 'Avery Stone',
    customer_email: 'avery@example.com',
    amount: 3_000,
    contract_value: 9_000,
    transaction_type: 'new',
    transaction_status: 'approved',
    transaction_date: '2026-11-20',
    notes: '',
    created_at: '2026-11-20T15:04:00.000Z',
    ...overrides,
  };
}

/**
 * An example transaction as a person's list shows it: their position on it and their own
 * commission (10 % once approved, none before).
 * @param overrides - fields to change
 */
export function exampleTransactionListRow(
  overrides: Partial<TransactionListRow> = {},
): TransactionListRow {
  const row = exampleTransaction(overrides);
  // Paid at 10 % to the closer and 5 % to the setter once approved; a refund reverses both.
  const paid = (percent: number) =>
    row.transaction_status === 'pending' || row.transaction_status === 'rejected'
      ? null
      : row.transaction_status === 'approved'
        ? Math.round(row.amount * percent) / 100
        : 0;
  return {
    paid_commission: paid(15),
    as: 'closer',
    own_commission: paid(overrides.as === 'setter' ? 5 : 10),
    ...row,
    ...overrides,
  };
}

/**
 * A page of example transactions of a person, newest first, statuses mixed, with the totals
 * of every page.
 * @param count - rows on the page
 * @param totalCount - rows of every page
 * @param position - the position the rows are chosen by: `setter` rows are set by the person
 */
export function exampleTransactionList(
  count = 10,
  totalCount = 23,
  position: DealPositionFilter = 'closer',
): TransactionList {
  const statuses = ['approved', 'pending', 'approved', 'refunded', 'rejected'] as const;
  const transactions = Array.from({ length: count }, (_, index) =>
    exampleTransactionListRow({
      transaction_id: 200 - index,
      customer_name: customers[index % customers.length] ?? 'Customer',
      amount: 1_000 + index * 250.5,
      transaction_status: statuses[index % statuses.length] ?? 'approved',
      transaction_type: index % 3 === 2 ? 'payment_plan' : 'new',
      transaction_date: `2026-11-${String(28 - index).padStart(2, '0')}`,
      as: position === 'setter' || (position === 'any' && index % 2 === 1) ? 'setter' : 'closer',
    }),
  );
  return {
    transactions,
    pagination: {
      hasNextPage: totalCount > count,
      totalCount,
      totalPages: Math.ceil(totalCount / 10),
    },
    position,
    totals: {
      count: totalCount,
      amount: 48_250.5,
      own_commission: 2_412.53,
    },
  };
}

/**
 * An example appointment of Casey Closer.
 * @param overrides - fields to change
 */
export function exampleAppointment(overrides: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    appointment_id: 301,
    user_id: 7,
    setter_id: 9,
    product_id: 1,
    product_name: 'Coaching',
    lead_name: 'Blake Rivera',
    lead_email: 'blake@example.com',
    call_date: '2026-11-21T16:00:00.000Z',
    appointment_status: 'taken',
    recording_id: null,
    created_at: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of example appointments, statuses mixed. */
export function exampleAppointmentList(count = 10, totalCount = 14): AppointmentList {
  const statuses = ['taken', 'no_show', 'scheduled', 'cancelled', 'rescheduled'] as const;
  return {
    appointments: Array.from({ length: count }, (_, index) =>
      exampleAppointment({
        appointment_id: 400 - index,
        lead_name: customers[index % customers.length] ?? 'Lead',
        appointment_status: statuses[index % statuses.length] ?? 'taken',
        call_date: `2026-11-${String(28 - index).padStart(2, '0')}T16:00:00.000Z`,
      }),
    ),
    pagination: {
      hasNextPage: totalCount > count,
      totalCount,
      totalPages: Math.ceil(totalCount / 10),
    },
  };
}

/** A page of example outbound records: messages and calls, answered or not. */
export function exampleOutboundRecordList(count = 10, totalCount = 31): OutboundRecordList {
  return {
    outboundRecords: Array.from({ length: count }, (_, index) => ({
      outbound_record_id: 500 - index,
      user_id: 7,
      product_id: 1,
      product_name: 'Coaching',
      type: index % 2 === 0 ? ('call' as const) : ('message' as const),
      answered: index % 4 === 0,
      duration_seconds: index % 4 === 0 ? 180 + index * 7 : 0,
      created_at: `2026-11-${String(28 - index).padStart(2, '0')}T14:30:00.000Z`,
    })),
    pagination: {
      hasNextPage: totalCount > count,
      totalCount,
      totalPages: Math.ceil(totalCount / 10),
    },
  };
}

/** Twelve example months of commission, Dec 2025 to Nov 2026, one of them empty. */
export const exampleCommissionHistory: CommissionHistory = [
  1_240.5, 980, 1_510.25, 0, 1_720, 2_050.75, 1_890, 2_310.4, 2_120, 2_640.1, 2_120.05, 2_465.05,
].map((total_commission, index) => ({
  month: index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`,
  total_commission,
}));
