// `npm run bench:lists -- --data-dir <dir>`: a table page (search and sort) and a year's CSV
// download on the benchmark dataset, in process on the embedded engine. The download is
// timed end to end (rows read in batches and written as CSV lines), then run again with a
// forced collection at each batch: flat memory means the heap retained does not grow with the
// rows.
import { appointmentCsv, transactionCsv } from '../modules/sales-lists/csv-columns.ts';
import { type CsvCell, csvLine } from '../modules/sales-lists/csv.ts';
import { createSalesListService } from '../modules/sales-lists/service.ts';
import { openBenchDataset, timeRuns, warmUp } from './bench-dataset.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';

const dataset = await openBenchDataset();
const { database, runs, closer, productId, month, year } = dataset;
// Signed in: customers in full, as the app's own dashboards read them.
const admin = { ...dataset.admin, customerDetails: 'full' as const };
const manager = { ...dataset.manager, customerDetails: 'full' as const };
const service = createSalesListService(database);
const product = { kind: 'product', productId } as const;
const person = { kind: 'user', userId: closer.userId } as const;

process.stdout.write(
  `| lists (${runs} runs each, after a warm-up pass of every page) | p50 | p95 |\n| --- | --- | --- |\n`,
);
// The cases the target is for first, then pages that read a whole range whatever the count costs (a
// deep OFFSET, an order no index gives, a team's search), to see where the limits are.
const pages = [
  ['closer transactions, month, newest first', admin, person, { ...month }],
  [
    'closer transactions, year, search "an", by amount',
    admin,
    person,
    { ...year, search: 'an', sortField: 'amount' as const },
  ],
  [
    'product transactions (organization), month, search "an", by customer',
    admin,
    product,
    { ...month, search: 'an', sortField: 'customer_name' as const, sortOrder: 'asc' as const },
  ],
  ['product transactions (organization), year, page 20', admin, product, { ...year, page: 20 }],
  [
    'product transactions (organization), year, page 1,000',
    admin,
    product,
    { ...year, page: 1000 },
  ],
  [
    'product transactions (organization), year, by amount',
    admin,
    product,
    { ...year, sortField: 'amount' as const },
  ],
  [
    'product transactions as manager (team), year, search "an"',
    manager,
    product,
    { ...year, search: 'an' },
  ],
] as const;
const pageOf =
  ([, viewer, subject, query]: (typeof pages)[number]) =>
  () =>
    service.transactions(viewer, subject, { page: 1, limit: 10, sortOrder: 'desc', ...query });
await warmUp(pages.map(pageOf));
let slowestPage = 0;
for (const [index, page] of pages.entries()) {
  const [label] = page;
  const { p50, p95 } = await timeRuns(runs, pageOf(page));
  // The first four are the cases the target is for; the rest show where the limits are.
  if (index < 4) slowestPage = Math.max(slowestPage, p95);
  process.stdout.write(`| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |\n`);
}
printHeadlineFigure({
  figure: 'table pages, slowest p95 of the sort/filter cases (benchmark dataset, in process)',
  target: '< 30 ms',
  now: msAgainst(slowestPage, 30),
  command: '`npm run bench:lists -- --data-dir <dir>`',
});

/**
 * Writes every line of a download and returns its rows, bytes and time; with `measureHeap`,
 * also the heap still held after a forced collection at each batch of 1,000 rows, above what
 * it held before the download (flat memory: this does not grow with the rows).
 */
async function downloadOnce<TRow>(
  rows: AsyncIterable<TRow>,
  cells: (row: TRow) => CsvCell[],
  measureHeap: boolean,
) {
  const gc = globalThis.gc;
  if (measureHeap && !gc) throw new Error('run with --expose-gc (npm run bench:lists does)');
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const retained: number[] = [];
  const started = performance.now();
  let count = 0;
  let bytes = 0;
  for await (const row of rows) {
    bytes += Buffer.byteLength(csvLine(cells(row)));
    count += 1;
    if (measureHeap && count % 1_000 === 0) {
      gc?.();
      retained.push(process.memoryUsage().heapUsed - heapBefore);
    }
  }
  return { count, bytes, ms: performance.now() - started, retained };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
process.stdout.write(
  '\n| CSV download of a year | rows | size | time | per 10,000 rows | retained heap after GC, first batch / peak / last batch |\n| --- | --- | --- | --- | --- | --- |\n',
);
const downloads = [
  [
    'product transactions (organization)',
    (measureHeap: boolean) =>
      downloadOnce(
        service.eachTransaction(admin, product, { ...year, sortOrder: 'desc' }),
        (row) => transactionCsv.cells(row, 'America/New_York'),
        measureHeap,
      ),
  ],
  [
    'product appointments (organization)',
    (measureHeap: boolean) =>
      downloadOnce(
        service.eachAppointment(admin, product, { ...year, sortOrder: 'desc' }),
        (row) => appointmentCsv.cells(row, 'America/New_York'),
        measureHeap,
      ),
  ],
] as const;
let slowestPer10k = 0;
for (const [label, run] of downloads) {
  await run(false);
  // Timed without forced collections, which would slow it; the heap in a run of its own.
  const timed = await run(false);
  const { retained } = await run(true);
  const [first = 0] = retained;
  const last = retained.at(-1) ?? 0;
  slowestPer10k = Math.max(slowestPer10k, (timed.ms / timed.count) * 10);
  process.stdout.write(
    `| ${label} | ${timed.count.toLocaleString('en-US')} | ${(timed.bytes / 1e6).toFixed(1)} MB | ${(timed.ms / 1000).toFixed(2)} s | ${((timed.ms / timed.count) * 10).toFixed(2)} s | ${mb(first)} / ${mb(Math.max(0, ...retained))} / ${mb(last)} |\n`,
  );
}
printHeadlineFigure({
  figure: "CSV download of a product's year, time per 10,000 rows (benchmark dataset)",
  target: '< 1 s',
  now: `${(slowestPer10k / 1000).toFixed(2)} s ${slowestPer10k < 1000 ? '✓' : '✗'}`,
  command: '`npm run bench -- --large <dir>`',
});
await database.close();
