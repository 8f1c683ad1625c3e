// `npm run bench:statements -- [--data-dir <dir>] [--first 2025-05] [--closed 1] [--in-place]`:
// the statements' admin side on the built server over HTTP, as an admin's browser asks
// (br/gzip): the admin month while open, its close, the admin month closed, and the payroll
// CSV and zip. The data dir (a `--large` seed: npm run seed -- --large --data-dir <dir>) is
// COPIED first and the copy removed after: a close writes, and the dataset stays as it was
// (`--in-place` measures the directory itself and leaves it closed, to profile it afterwards).
// Months close in order: `--closed` months from `--first` (the dataset's first month) close
// first, each timed, and the month after them is the one measured, so the figures say how the
// open month and the close behave with that many months closed before them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nextMonth } from '../domain/statements/calendar-months.ts';
import { freePort } from '../testing/free-port.ts';
import { startBuiltServer, stopBuiltServer } from './built-server.ts';
import { printHeadlineFigure } from './headline-figure.ts';
import { watchServer } from './server-watch.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    first: { type: 'string', default: '2025-05' },
    closed: { type: 'string', default: '1' },
    'in-place': { type: 'boolean', default: false },
  },
});
const closedCount = Number(values.closed);
if (!Number.isInteger(closedCount) || closedCount < 1) throw new Error('--closed is a count ≥ 1');
if (values['in-place'] && !values['data-dir']) throw new Error('--in-place needs --data-dir');
const scratch = mkdtempSync(path.join(tmpdir(), 'statements-bench-'));
const dataDir = values['in-place'] ? String(values['data-dir']) : path.join(scratch, 'data');
if (values['data-dir'] && !values['in-place']) {
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

const closes: number[] = [];
let month = values.first;
for (let index = 0; index < closedCount; index += 1) {
  closes.push(
    await timed(
      `close ${month} (${index + 1} of ${closedCount})`,
      'POST',
      '/api/statements/admin/close',
      {
        month,
      },
    ),
  );
  month = nextMonth(month);
}
const monthsClosed = `${closedCount} ${closedCount === 1 ? 'month' : 'months'} closed before it`;
console.log(`${month}: ${await people(month)} people, ${monthsClosed}`);
const open = await timed(
  `GET /api/statements/admin ${month}, open`,
  'GET',
  `/api/statements/admin?month=${month}`,
);
const close = await timed(`close ${month}`, 'POST', '/api/statements/admin/close', { month });
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
// Watched as a liveness probe would watch it: whether the server still answers while it zips.
const zipDone = new AbortController();
const watching = watchServer(base, server.pid, zipDone.signal);
const zip = await timed(
  `payroll zip of PDFs ${month}`,
  'GET',
  `/api/statements/admin/export?month=${month}&format=zip`,
).finally(() => zipDone.abort());
const { liveMs, peakRssMb } = await watching;
console.log(
  `during the zip: /health/live at worst ${Math.max(...liveMs).toFixed(0)} ms (${liveMs.length} probes), server RSS at most ${peakRssMb?.toFixed(0) ?? '?'} MB`,
);
// Whether each close costs more than the one before: the months closed first, in order.
console.log(`closes, in order: ${[...closes, close].map((s) => s.toFixed(2)).join(', ')} s`);

if (values['data-dir']) {
  const command = `\`npm run bench:statements -- --data-dir <dir> --closed ${closedCount}\``;
  const seconds = (value: number, limit: number) =>
    `${value.toFixed(2)} s ${value < limit ? '✓' : '✗'}`;
  printHeadlineFigure({
    figure: `the admin month, open, with ${monthsClosed} (benchmark dataset, PGlite, over HTTP)`,
    target: '< 3 s',
    now: seconds(open, 3),
    command,
  });
  printHeadlineFigure({
    figure: `close of a month with ${monthsClosed} (benchmark dataset, PGlite, over HTTP)`,
    target: '< 10 s',
    now: seconds(close, 10),
    command,
  });
  printHeadlineFigure({
    figure: 'payroll zip of 479 statement PDFs (benchmark dataset, PGlite, over HTTP)',
    target: '< 20 s',
    now: seconds(zip, 20),
    command,
  });
}

await stopBuiltServer(server);
rmSync(scratch, { recursive: true, force: true });
