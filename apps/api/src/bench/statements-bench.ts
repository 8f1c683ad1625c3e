// `npm run bench:statements -- [--data-dir <dir>] [--first 2025-05] [--month 2025-06]`: the
// statements' admin side on the built server over HTTP, as an admin's browser asks (br/gzip):
// the admin month while open, its close, the admin month closed, and the payroll CSV and zip.
// The data dir (a `--large` seed: npm run seed -- --large --data-dir <dir>) is COPIED first and
// the copy removed after: a close writes, and the dataset stays as it was. Months close in
// order, so `--first` (the dataset's first month) closes before `--month` is measured.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../testing/free-port.ts';
import { startBuiltServer, stopBuiltServer } from './built-server.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    first: { type: 'string', default: '2025-05' },
    month: { type: 'string', default: '2025-06' },
  },
});
const scratch = mkdtempSync(path.join(tmpdir(), 'statements-bench-'));
const dataDir = path.join(scratch, 'data');
if (values['data-dir']) {
  console.log(`copying ${values['data-dir']} …`);
  execFileSync('cp', ['-a', values['data-dir'], dataDir]);
}
const admin = values['data-dir'] ? 'admin@bench.test' : 'admin@demo.test';

const port = await freePort();
const opsPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startBuiltServer({ dataDir, port, opsPort });

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: admin, password: 'demo1234' }),
});
const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };

/** A request as the browser makes it, its whole body read: the time and bytes of each. */
async function timed(label: string, method: string, url: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  console.log(
    `${label}: ${seconds.toFixed(2)} s (${response.status}, ${(bytes / 1024).toFixed(0)} KiB${response.headers.get('content-encoding') ? ` ${response.headers.get('content-encoding')}` : ''})`,
  );
  return seconds;
}

async function people(month: string): Promise<number> {
  const response = await fetch(`${base}/api/statements/admin?month=${month}`, { headers });
  return ((await response.json()) as { data: { totals: { people: number } } }).data.totals.people;
}

const { first, month } = values as { first: string; month: string };
await timed(`close ${first} (the first month)`, 'POST', '/api/statements/admin/close', {
  month: first,
});
console.log(`${month}: ${await people(month)} people`);
await timed(
  `GET /api/statements/admin ${month}, open`,
  'GET',
  `/api/statements/admin?month=${month}`,
);
await timed(`close ${month}`, 'POST', '/api/statements/admin/close', { month });
await timed(
  `GET /api/statements/admin ${month}, closed`,
  'GET',
  `/api/statements/admin?month=${month}`,
);
await timed(
  `payroll CSV ${month}`,
  'GET',
  `/api/statements/admin/export?month=${month}&format=csv`,
);
await timed(
  `payroll zip of PDFs ${month}`,
  'GET',
  `/api/statements/admin/export?month=${month}&format=zip`,
);

await stopBuiltServer(server);
rmSync(scratch, { recursive: true, force: true });
