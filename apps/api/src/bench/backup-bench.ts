// `npm run bench:backup -- --data-dir <dir> [--restore]`: a backup of the built server on a
// `--large` seed (npm run seed -- --large --data-dir <dir>) as `npm run backup` takes it, while
// a person keeps opening their dashboard: the backup's time, size and rate, the server's RSS
// before and at its peak, and that person's latency before and during (its worst answer is
// the longest the event loop stopped). `--restore` then times `npm run restore` of the file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { runRestore } from '../admin/run-restore.ts';
import { freePort } from '../testing/free-port.ts';
import { startBuiltServer, stopBuiltServer } from './built-server.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, restore: { type: 'boolean' } },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('usage: npm run bench:backup -- --data-dir <dir> [--restore]');
const root = path.resolve(import.meta.dirname, '../../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'backup-bench-'));

const factsLine = execFileSync(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/bench/bench-facts.ts', '--data-dir', dataDir],
  { cwd: root, encoding: 'utf8' },
);
const facts = JSON.parse(/bench facts: (.*)/.exec(factsLine)?.[1] ?? '{}') as {
  closerId: number;
  month: { startDate: string; endDate: string };
};

const port = await freePort();
const opsPort = await freePort();
const server = await startBuiltServer({ dataDir, port, opsPort });
const base = `http://127.0.0.1:${port}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'closer@bench.test', password: 'demo1234' }),
});
const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;

async function rss(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
}

/** A person opening their month, one day further back each time (no cached answer). */
async function probe(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let day = 0; !until(); day += 1) {
    const end = new Date(Date.parse(`${facts.month.endDate}T00:00:00Z`) - day * 86_400_000);
    const start = new Date(Date.parse(`${facts.month.startDate}T00:00:00Z`) - day * 86_400_000);
    const query = `startDate=${start.toISOString().slice(0, 10)}&endDate=${end.toISOString().slice(0, 10)}`;
    const started = performance.now();
    const response = await fetch(`${base}/api/metrics/users/${facts.closerId}?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return times;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const summary = (times: number[]) =>
  `p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} requests)`;

const baselineEnds = performance.now() + 10_000;
const before = await probe(() => performance.now() > baselineEnds);
const rssBefore = await rss();

let finished = false;
let rssPeak = rssBefore;
const sampler = (async () => {
  while (!finished) {
    rssPeak = Math.max(rssPeak, await rss());
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
const during = probe(() => finished);
const file = path.join(scratch, 'large.backup');
const started = performance.now();
const response = await fetch(`http://127.0.0.1:${opsPort}/backup`, { method: 'POST' });
if (!response.ok || !response.body) throw new Error(`backup refused: ${response.status}`);
const handle = await open(file, 'wx', 0o600);
for await (const chunk of Readable.fromWeb(response.body as never)) {
  await handle.write(chunk as Buffer);
}
await handle.close();
const seconds = (performance.now() - started) / 1000;
finished = true;
const duringTimes = await during;
await sampler;

const size = statSync(file).size;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`backup: ${seconds.toFixed(1)} s, ${mb(size)} written`);
console.log(`server RSS: ${mb(rssBefore)} before, ${mb(rssPeak)} at its peak during the backup`);
console.log(`a person's month before: ${summary(before)}`);
console.log(`a person's month during: ${summary(duringTimes)}`);

await stopBuiltServer(server);
if (values.restore) {
  const target = path.join(scratch, 'restored');
  const restoreStarted = performance.now();
  const code = await runRestore({
    argv: [file],
    env: { ...process.env, DATA_DIR: target, DATABASE_URL: '' },
    stdout: process.stdout,
    stderr: process.stderr,
  });
  console.log(
    `restore: exit ${code}, ${((performance.now() - restoreStarted) / 1000).toFixed(1)} s`,
  );
}
rmSync(scratch, { recursive: true, force: true });
