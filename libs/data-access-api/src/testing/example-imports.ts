import type { ImportBatch, ImportColumn, ImportPreview } from '@salesdash/api-contract';

/** A payments upload not committed yet, as `POST /api/imports` answers it. */
export const exampleImportUpload: ImportBatch = {
  import_batch_id: 7,
  kind: 'transactions',
  file_name: 'deals-2025.csv',
  file_format: 'csv',
  sheet: null,
  headers: ['Deal ID', 'Payment date', 'Closer', 'Product', 'Customer', 'Cash collected', 'Type'],
  mapping: {
    '0': 'external_id',
    '1': 'date',
    '2': 'closer_email',
    '3': 'product',
    '4': 'customer_name',
    '5': 'amount',
  },
  constants: {},
  value_maps: {},
  status: 'uploaded',
  rows_total: 0,
  rows_created: 0,
  rows_updated: 0,
  rows_duplicate: 0,
  rows_rejected: 0,
  created_by: 1,
  created_by_name: 'Ada Admin',
  created_at: '2026-03-04T09:00:00.000Z',
  committed_at: null,
  undone_at: null,
  resolutions: [],
  progress: null,
  failure: null,
};

const done: ImportBatch = {
  ...exampleImportUpload,
  import_batch_id: 6,
  file_name: 'calls-q1.xlsx',
  kind: 'appointments',
  file_format: 'xlsx',
  sheet: 'Calls',
  status: 'done',
  rows_total: 1240,
  rows_created: 1180,
  rows_updated: 32,
  rows_duplicate: 16,
  rows_rejected: 12,
  created_at: '2026-03-03T15:00:00.000Z',
  committed_at: '2026-03-03T15:02:00.000Z',
  progress: { rows_done: 1240, rows_total: 1240, rows_per_second: 2100, seconds_left: 0 },
};

/** An import committing: a third of its rows landed. */
export const exampleCommittingImport: ImportBatch = {
  ...exampleImportUpload,
  import_batch_id: 8,
  status: 'committing',
  rows_total: 90000,
  committed_at: '2026-03-04T09:05:00.000Z',
  progress: { rows_done: 30000, rows_total: 90000, rows_per_second: 2500, seconds_left: 24 },
};

/** The history as `GET /api/imports` answers it, newest first: one of each status that acts. */
export const exampleImportBatches: ImportBatch[] = [
  exampleImportUpload,
  done,
  {
    ...exampleImportUpload,
    import_batch_id: 5,
    kind: 'outbound',
    file_name: 'dials.csv',
    status: 'partial',
    rows_total: 5000,
    rows_created: 2000,
    rows_rejected: 3,
    created_at: '2026-03-02T10:00:00.000Z',
    committed_at: '2026-03-02T10:01:00.000Z',
    progress: { rows_done: 2003, rows_total: 5000, rows_per_second: null, seconds_left: null },
    failure: 'The server stopped while the import ran',
  },
  {
    ...done,
    import_batch_id: 4,
    kind: 'transactions',
    file_name: 'old-deals.csv',
    file_format: 'csv',
    sheet: null,
    status: 'undone',
    created_by_name: null,
    created_at: '2026-02-20T10:00:00.000Z',
    undone_at: '2026-02-21T10:00:00.000Z',
  },
];

/** A preview of {@link exampleImportUpload} with the type column mapped. */
export const exampleImportPreview: ImportPreview = {
  batch: { ...exampleImportUpload, mapping: { ...exampleImportUpload.mapping, '6': 'type' } },
  rows: [
    {
      row_number: 2,
      external_id: 'D-100',
      outcome: 'new',
      values: {
        external_id: 'D-100',
        date: '2025-03-04',
        closer_email: 'Casey Closer <casey@example.com>',
        product: 'Coaching',
        customer_name: 'Acme',
        amount: 1500,
        type: 'new',
      },
      refused: [],
    },
    {
      row_number: 3,
      external_id: 'D-101',
      outcome: 'rejected',
      values: {
        external_id: 'D-101',
        date: '2025-02-30',
        closer_email: 'Casey Closer <casey@example.com>',
        product: 'Coaching',
        customer_name: 'Brix',
        amount: 900,
        type: 'new',
      },
      refused: ['date'],
    },
    {
      row_number: 4,
      external_id: 'D-102',
      outcome: 'unmatched',
      values: {
        external_id: 'D-102',
        date: '2025-03-06',
        closer_email: 'old.rep@demo.test',
        product: 'Mastermind',
        customer_name: 'Cole',
        amount: 2000,
        type: 'payment_plan',
      },
      refused: [],
    },
  ],
  counts: { rows: 3, new: 1, update: 0, duplicate: 0, rejected: 1, unmatched: 1 },
  problems: [{ row_number: 3, column: 'Payment date', rule: 'no such day' }],
  unmatched: [
    { kind: 'person', value: 'old.rep@demo.test', rows: 1 },
    { kind: 'product', value: 'Mastermind', rows: 1 },
  ],
};

/**
 * What each column of {@link exampleImportUpload} holds, as `GET /api/imports/:id/columns`
 * answers it: the first values, and the distinct ones with their rows.
 */
export const exampleImportColumns: ImportColumn[] = [
  {
    column: 0,
    header: 'Deal ID',
    samples: ['D-100', 'D-101', 'D-102'],
    values: [],
    more_values: true,
  },
  {
    column: 1,
    header: 'Payment date',
    samples: ['2025-03-04', '2025-02-30', '2025-03-06'],
    values: [],
    more_values: true,
  },
  {
    column: 2,
    header: 'Closer',
    samples: ['casey@example.com', 'casey@example.com', 'old.rep@demo.test'],
    values: [
      { value: 'casey@example.com', rows: 2 },
      { value: 'old.rep@demo.test', rows: 1 },
    ],
    more_values: false,
  },
  {
    column: 3,
    header: 'Product',
    samples: ['Coaching', 'Coaching', 'Mastermind'],
    values: [
      { value: 'Coaching', rows: 2 },
      { value: 'Mastermind', rows: 1 },
    ],
    more_values: false,
  },
  {
    column: 4,
    header: 'Customer',
    samples: ['Acme', 'Brix', 'Cole'],
    values: [],
    more_values: true,
  },
  {
    column: 5,
    header: 'Cash collected',
    samples: ['1,500.00', '900', '2,000.00'],
    values: [],
    more_values: true,
  },
  {
    column: 6,
    header: 'Type',
    samples: ['One-off', 'One-off', 'Monthly'],
    values: [
      { value: 'One-off', rows: 2 },
      { value: 'Monthly', rows: 1 },
    ],
    more_values: false,
  },
];
