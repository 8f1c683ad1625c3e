import type {
  StatementAdminMonth,
  StatementCloseJob,
  StatementClosePlan,
  StatementsStart,
  StatementDispute,
  StatementPayrollExport,
} from '@salesdash/api-contract';

/** An open dispute of Casey's Solar line in March 2026. */
export const exampleOpenDispute: StatementDispute = {
  dispute_id: 7,
  month: '2026-03',
  line_key: 'split:1',
  line_explanation: 'Closer 10 % of $3,000.00 collected on 2026-03-04',
  line_amount: 300,
  user_id: 4,
  display_name: 'Casey Closer',
  comment: 'The deal was $3,500 collected',
  status: 'open',
  resolution_reason: null,
  adjustment_amount: null,
  adjustment_id: null,
  correction_month: '2026-04',
  created_at: '2026-04-02T15:00:00.000Z',
  resolved_at: null,
  resolved_by_name: null,
};

/** The same dispute rejected by an admin, with the reason Casey reads. */
export const exampleRejectedDispute: StatementDispute = {
  ...exampleOpenDispute,
  dispute_id: 6,
  line_key: 'split:3',
  line_explanation: 'Closer 10 % of $4,500.00 collected on 2026-03-18',
  line_amount: 450,
  comment: 'I was the setter too',
  status: 'rejected',
  resolution_reason: 'The setter split went to Sam',
  correction_month: null,
  resolved_at: '2026-04-03T10:00:00.000Z',
  resolved_by_name: 'Ada Admin',
};

/** March 2026 for an admin: open and closable, two people, one open dispute. */
export const exampleAdminMonth: StatementAdminMonth = {
  month: '2026-03',
  status: 'open',
  version: 1,
  closed_at: null,
  reopened_at: null,
  reopen_reason: null,
  can_manage: true,
  closable: true,
  not_closable_reason: null,
  blocking_month: null,
  statements_start_from: null,
  months: ['2026-04', '2026-03', '2026-02', '2026-01', '2025-12'],
  reopenable: false,
  people: [
    {
      user_id: 4,
      display_name: 'Casey Closer',
      email: 'closer@demo.test',
      payroll_id: 'P-004',
      statement_id: null,
      payable: 729.6,
      balance: 729.6,
      previous_payable: 1250,
      change: -520.4,
      open_disputes: 1,
    },
    {
      user_id: 5,
      display_name: 'Sam Setter',
      email: 'setter@demo.test',
      payroll_id: null,
      statement_id: null,
      payable: 400,
      balance: 400,
      previous_payable: 250,
      change: 150,
      open_disputes: 0,
    },
  ],
  totals: { people: 2, payable: 1129.6, previous_payable: 1500 },
  open_disputes: 1,
  last_export: null,
};

/** February's payroll export, made from version 1 before the month was reopened. */
export const examplePayrollExport: StatementPayrollExport = {
  exported_at: '2026-03-02T12:00:00.000Z',
  exported_by_name: 'Ada Admin',
  version: 1,
  superseded: true,
};

/** February 2026, closed, reopened once and closed again; its export predates the reopening. */
export const exampleClosedAdminMonth: StatementAdminMonth = {
  ...exampleAdminMonth,
  month: '2026-02',
  status: 'closed',
  version: 2,
  closed_at: '2026-03-05T18:00:00.000Z',
  reopened_at: '2026-03-04T09:00:00.000Z',
  reopen_reason: 'A refund arrived late',
  closable: false,
  not_closable_reason: 'The month is closed',
  reopenable: true,
  open_disputes: 0,
  people: exampleAdminMonth.people.map((person) => ({ ...person, open_disputes: 0 })),
  last_export: examplePayrollExport,
};

/** March 2026 as a manager reads it: their team, nothing to manage. */
export const exampleManagerMonth: StatementAdminMonth = { ...exampleAdminMonth, can_manage: false };

/** An organization with history and no start month yet: its first record is of 2024 Feb. */
export const exampleStatementsStart: StatementsStart = {
  start_from: null,
  month: null,
  left_out: { records: 0, amount: 0 },
  earliest_month: '2024-02',
  latest_allowed: null,
};

/** The same organization starting its statements from 2025 Jul. */
export const exampleStatementsStartSet: StatementsStart = {
  start_from: '2025-07',
  month: '2025-07',
  left_out: { records: 143, amount: 212_400 },
  earliest_month: '2024-02',
  latest_allowed: null,
};

/** Closing every month up to 2026 Feb: 8 months for 12 people. */
export const exampleClosePlan: StatementClosePlan = {
  up_to: '2026-02',
  months: ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'],
  people: 12,
  refusal: null,
};

/** That job running: 3 of its 8 months closed, closing 2025 Oct. */
export const exampleRunningCloseJob: StatementCloseJob = {
  job_id: 3,
  up_to: '2026-02',
  months: exampleClosePlan.months,
  people: 12,
  months_done: 3,
  status: 'running',
  current_month: '2025-10',
  stop_reason: null,
  stop_message: null,
  open_disputes: 0,
  created_at: '2026-04-10T10:00:00.000Z',
  finished_at: null,
};

/** That job stopped at 2025 Nov, which has 2 open disputes. */
export const exampleDisputesStoppedCloseJob: StatementCloseJob = {
  ...exampleRunningCloseJob,
  months_done: 4,
  status: 'stopped',
  current_month: '2025-11',
  stop_reason: 'disputes',
  stop_message: '2025-11 has 2 open disputes: confirm to close it anyway, or resolve them first',
  open_disputes: 2,
};

/** That job stopped by a server restart, before 2025 Nov. */
export const exampleRestartStoppedCloseJob: StatementCloseJob = {
  ...exampleDisputesStoppedCloseJob,
  stop_reason: 'restart',
  stop_message: 'The server stopped while closing: resume to go on',
  open_disputes: 0,
};
