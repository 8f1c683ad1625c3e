// `npm run bench:lists -- --data-dir <dir>`: a table page (search and sort) and a year's CSV
// download on the benchmark dataset, in process on the embedded engine. The download is
// timed once per run end to end (rows read in batches and written as CSV lines), with the
// heap before and after: flat memory means the heap does not grow with the rows.
import { appointmentCsv, transactionCsv } from '../modules/sales-lists/csv-columns.ts';
import { csvLine } from '../modules/sales-lists/csv.ts';
import { createSalesListService } from '../modules/sales-lists/service.ts';
import { openBenchDataset, timeRuns } from './bench-dataset.ts';

const { database, runs, admin, closer, productId, month, year } = await openBenchDataset();
const service = createSalesListService(database);
const product = { kind: 'product', productId } as const;
const person = { kind: 'user', userId: closer.userId } as const;

process.stdout.write(
  `| lists (${runs} runs, after 3 warm-ups) | p50 | p95 |\n| --- | --- | --- |\n`,
);
const pages = [
  ['closer transactions, month, newest first', person, { ...month }],
  [
    'closer transactions, year, search "an", by amount',
    person,
    { ...year, search: 'an', sortField: 'amount' as const },
  ],
  [
    'product transactions (organization), month, search "an", by customer',
    product,
    { ...month, search: 'an', sortField: 'customer_name' as const, sortOrder: 'asc' as const },
  ],
  ['product transactions (organization), year, page 20', product, { ...year, page: 20 }],
] as const;
for (const [label, subject, query] of pages) {
  const { p50, p95 } = await timeRuns(runs, () =>
    service.transactions(admin, subject, { page: 1, limit: 10, sortOrder: 'desc', ...query }),
  );
  process.stdout.write(`| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |\n`);
}

/** Writes every line of a download and returns its rows, bytes, time and heap growth. */
async function downloadOnce<TRow>(
  rows: AsyncIterable<TRow>,
  cells: (row: TRow) => (string | number | null)[],
) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const started = performance.now();
  let count = 0;
  let bytes = 0;
  for await (const row of rows) {
    bytes += Buffer.byteLength(csvLine(cells(row)));
    count += 1;
    if (count % 1_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return { count, bytes, ms: performance.now() - started, peakGrowth: peak - heapBefore };
}

process.stdout.write(
  '\n| CSV download of a year | rows | size | time | heap growth (peak) |\n| --- | --- | --- | --- | --- |\n',
);
const downloads = [
  [
    'product transactions (organization)',
    () =>
      downloadOnce(service.eachTransaction(admin, product, { ...year, sortOrder: 'desc' }), (row) =>
        transactionCsv.cells(row, 'America/New_York'),
      ),
  ],
  [
    'product appointments (organization)',
    () =>
      downloadOnce(service.eachAppointment(admin, product, { ...year, sortOrder: 'desc' }), (row) =>
        appointmentCsv.cells(row, 'America/New_York'),
      ),
  ],
] as const;
for (const [label, run] of downloads) {
  await run();
  const result = await run();
  process.stdout.write(
    `| ${label} | ${result.count.toLocaleString('en-US')} | ${(result.bytes / 1e6).toFixed(1)} MB | ${(result.ms / 1000).toFixed(2)} s | ${(result.peakGrowth / 1e6).toFixed(1)} MB |\n`,
  );
}
await database.close();
