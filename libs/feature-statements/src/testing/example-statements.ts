import type {
  Statement,
  StatementLine,
  StatementMonthList,
  StatementSpan,
} from '@salesdash/api-contract';

/** A year of months: two closed, one open. */
export const exampleStatementMonths: StatementMonthList = [
  { month: '2026-01', status: 'closed', statement_id: 11, payable: 0 },
  { month: '2026-02', status: 'closed', statement_id: 12, payable: 1250 },
  { month: '2026-03', status: 'open', statement_id: null, payable: 729.6 },
];

const line = (overrides: Partial<StatementLine> & Pick<StatementLine, 'key'>): StatementLine => ({
  kind: 'commission',
  date: '2026-03-04',
  late: false,
  product_id: null,
  product_name: null,
  transaction_id: null,
  customer_name: null,
  cash_collected: null,
  role_title: null,
  rate: null,
  amount: 0,
  explanation: '',
  corrects: null,
  ...overrides,
});

/**
 * March 2026, open: 300.00 + 450.00 on Solar, 200.00 on Batteries, a 100.00 bonus and a
 * * −320.40 carry-over: balance and payable 729.60.
 */
export const exampleStatement: Statement = {
  statement_id: null,
  month: '2026-03',
  status: 'open',
  version: 1,
  user_id: 4,
  display_name: 'Casey Closer',
  email: 'closer@demo.test',
  currency: 'USD',
  closed_at: null,
  superseded: false,
  disputes: [],
  open_dispute_ids_at_close: [],
  late_notes: [],
  versions: [],
  lines: [
    line({
      key: 'carry:2026-02',
      kind: 'carry_over',
      date: '2026-03-01',
      amount: -320.4,
      explanation: 'Negative balance carried over from February 2026',
    }),
    line({
      key: 'split:1',
      product_id: 2,
      product_name: 'Solar',
      customer_name: 'Jo Smith',
      cash_collected: 3000,
      amount: 300,
      explanation: 'Closer 10 % of $3,000.00 collected on 2026-03-04',
    }),
    line({
      key: 'split:2',
      date: '2026-03-12',
      product_id: 3,
      product_name: 'Batteries',
      amount: 200,
      explanation: 'Setter 5 % of $4,000.00 collected on 2026-03-12',
    }),
    line({
      key: 'split:3',
      date: '2026-03-18',
      product_id: 2,
      product_name: 'Solar',
      amount: 450,
      explanation: 'Closer 10 % of $4,500.00 collected on 2026-03-18',
    }),
    line({
      key: 'adjustment:5',
      kind: 'adjustment',
      date: '2026-03-20',
      amount: 100,
      explanation: 'Bonus: March contest',
    }),
  ],
  totals: {
    commission: 950,
    clawbacks: 0,
    adjustments: 100,
    carried_in: -320.4,
    corrections: 0,
    balance: 729.6,
    payable: 729.6,
    carried_out: 0,
  },
};

/** Casey's first and latest months with lines. */
export const exampleStatementSpan: StatementSpan = {
  first_month: '2025-11',
  latest_month: '2026-03',
};

/** February 2026 as first closed, left behind when the month was reopened. */
export const exampleSupersededStatement: Statement = {
  ...exampleStatement,
  statement_id: 12,
  month: '2026-02',
  status: 'closed',
  closed_at: '2026-03-02T09:00:00.000Z',
  superseded: true,
  versions: [
    { statement_id: 12, version: 1, closed_at: '2026-03-02T09:00:00.000Z', superseded: true },
  ],
};
