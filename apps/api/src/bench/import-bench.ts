// `npm run bench:import -- [--data-dir <dir>] [--rows 100000] [--check-rollups]`: a spreadsheet of payments
// imported into the built server over HTTP, as an admin does it from /settings/import: the
// upload, the preview of every row, then the commit followed to the end; then the undo. With
// `--data-dir` (a `--large` seed: npm run seed -- --large --data-dir <dir>) it lands on the
// benchmark dataset as admin@bench.test; without, on a fresh demo organization. Prints each
// step's time, the commit's rows/s, and the server's RSS before, at its peak and after.
// `--check-rollups` stops the server after the commit and after the undo to check that the
// rollups equal a rebuild from the records (rollup-check.ts).
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../testing/free-port.ts';
import { startBuiltServer, stopBuiltServer } from './built-server.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    rows: { type: 'string', default: '100000' },
    'check-rollups': { type: 'boolean' },
  },
});
const rows = Number(values.rows);
const root = path.resolve(import.meta.dirname, '../../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
const dataDir = values['data-dir'] ?? path.join(scratch, 'data');
const admin = values['data-dir'] ? 'admin@bench.test' : 'admin@demo.test';

const port = await freePort();
const opsPort = await freePort();
const base = `http://127.0.0.1:${port}`;

const startServer = () => startBuiltServer({ dataDir, port, opsPort });
const stopServer = stopBuiltServer;

/** The rollup check of the data dir, the server stopped meanwhile (PGlite: one process). */
async function checkRollups(after: string): Promise<void> {
  if (!values['check-rollups']) return;
  await stopServer(server);
  const line = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/bench/rollup-check.ts', '--data-dir', dataDir],
    { cwd: root, encoding: 'utf8' },
  );
  console.log(`after ${after}, ${line.trim()}`);
  server = await startServer();
}

let server = await startServer();

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: admin, password: 'demo1234' }),
});
const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The server's RSS (0 while it restarts for a rollup check). */
async function rss(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${opsPort}/metrics`).catch(() => undefined);
  const text = response ? await response.text() : '';
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
}

// The file: last quarter's payments of the organization's closers on its products, a tenth
// approved (paid through the money core), each with a deal id.
const { users: people } = await api<{
  users: { email: string; is_active: boolean; access: number }[];
}>('GET', '/api/users');
const closers = people.filter((person) => person.is_active && person.access === 4).slice(0, 40);
const products = (await api<{ name: string; is_active: boolean }[]>('GET', '/api/products'))
  .filter((product) => product.is_active)
  .map((product) => product.name);
const file = path.join(scratch, 'payments.csv');
const out = createWriteStream(file);
out.write('Deal ID,Date,Closer,Product,Customer,Amount,Type,Status\r\n');
for (let index = 0; index < rows; index += 1) {
  const day = new Date(Date.UTC(2026, 6, 1) + (index % 92) * 86_400_000).toISOString().slice(0, 10);
  const closer = closers[index % closers.length]?.email;
  const product = products[index % products.length];
  const type = index % 3 === 0 ? 'payment plan' : 'new';
  const status = index % 10 === 0 ? 'paid' : '';
  const amount = `"$${(500 + (index % 97) * 25).toLocaleString('en-US')}.00"`;
  out.write(
    `IMP-${index},${day},${closer},${product},Customer ${index},${amount},${type},${status}\r\n`,
  );
}
await new Promise((resolve) => out.end(resolve));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `file: ${rows} rows, ${mb(statSync(file).size)}, ${closers.length} closers, ${products.length} products`,
);

let finished = false;
const rssBefore = await rss();
let rssPeak = rssBefore;
let overallPeak = rssBefore;
const sampler = (async () => {
  while (!finished) {
    rssPeak = Math.max(rssPeak, await rss());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();

/** Runs a step, printing its time and the server's RSS at the step's peak. */
const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  rssPeak = await rss();
  const result = await work();
  const peak = Math.max(rssPeak, await rss());
  overallPeak = Math.max(overallPeak, peak);
  console.log(
    `${label}: ${((performance.now() - started) / 1000).toFixed(1)} s (server RSS peak ${mb(peak)})`,
  );
  return result;
};

type Batch = {
  import_batch_id: number;
  mapping: Record<string, string>;
  status: string;
  rows_created: number;
  rows_rejected: number;
  failure: string | null;
};
const batch = await timed('upload', async () => {
  const response = await fetch(`${base}/api/imports?kind=transactions&file_name=payments.csv`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: readFileSync(file),
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Batch }).data;
});
const preview = await timed('preview of every row', () =>
  api<{ counts: Record<string, number> }>('POST', `/api/imports/${batch.import_batch_id}/preview`, {
    mapping: batch.mapping,
  }),
);
console.log(`preview counts: ${JSON.stringify(preview.counts)}`);
const done = await timed('commit, followed to the end', async () => {
  await api('POST', `/api/imports/${batch.import_batch_id}/commit`, { mapping: batch.mapping });
  for (;;) {
    const current = await api<Batch>('GET', `/api/imports/${batch.import_batch_id}`);
    if (current.status !== 'committing') return current;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
console.log(
  `commit: ${done.status}, ${done.rows_created} created, ${done.rows_rejected} rejected${done.failure ? ` (${done.failure})` : ''}`,
);
const rssAfterCommit = await rss();
await checkRollups('the commit');
await timed('undo', () => api('POST', `/api/imports/${batch.import_batch_id}/undo`));
finished = true;
await sampler;
await checkRollups('the undo');
console.log(
  `server RSS: ${mb(rssBefore)} before, ${mb(overallPeak)} at its peak, ${mb(rssAfterCommit)} after the commit`,
);

await stopServer(server);
rmSync(scratch, { recursive: true, force: true });
