// `npm run bench`: speed figures for docs/benchmarks.md. Builds the API and SPA, then measures
// a cold start on a fresh data dir (migrations + demo seed), a warm restart, request latency
// of a few endpoints over loopback, and the signed-in reads under load (autocannon).
// `npm run bench -- --load-only` skips to the load. Then the realtime fan-out
// (apps/api/src/bench/realtime-bench.ts: 1,000 sockets, one instance and two on PostgreSQL) on
// the built server; `--skip-realtime` leaves it out.
// `--large <dir>` (a `npm run seed -- --large --data-dir <dir>` dataset) then starts the built
// server on that dataset and measures it over HTTP as a browser asks
// (tools/bench/http-large.ts): the slow readings, a product year's CSV, load over twenty people
// and the server's memory; `--large-pg <url>` does the same on a PostgreSQL database seeded
// with `npm run seed -- --large --database-url <url>`. `--large-only` measures only those.
// With `--large`, last, the attacker and victim: one caller's slow reads against another's
// (apps/api/src/bench/attacker-and-victim-bench.ts); `--attack-only` runs just that. The
// in-process benches (`npm run bench:metrics|lists|team|leaderboard`) stay for diagnosis; no
// headline figure comes from them. Last, the figures measured replace their rows (last value and
// date) of docs/benchmarks.md's figures table; `--no-write` only prints them. Timings are wall-clock on this
// machine: compare runs on the same machine only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.ts';
import { figureOfLine, headlineRow, withHeadlineFigures, type HeadlineFigure } from './headline.ts';
import { httpLargePhases, type BenchFacts } from './http-large.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';
import { msUntilHealthy, signIn, startServer, stopServer, type ServerStore } from './server.ts';
import { summarize, type Summary } from './summarize.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

const { values: flags } = parseArgs({
  options: {
    'load-only': { type: 'boolean', default: false },
    /** Measure the build already in dist/ (while iterating on the server). */
    'skip-build': { type: 'boolean', default: false },
    /** A `--large` seed's data dir: also run the metrics and list benches on it. */
    large: { type: 'string' },
    /** A PostgreSQL database seeded with `npm run seed -- --large --database-url <url>`. */
    'large-pg': { type: 'string' },
    'large-only': { type: 'boolean', default: false },
    /** Timed runs of each reading over HTTP (after ten untimed). */
    runs: { type: 'string', default: '80' },
    /** Seconds of each load phase over HTTP. */
    'load-seconds': { type: 'string', default: '30' },
    'skip-realtime': { type: 'boolean', default: false },
    /** With `--large <dir>`: only the attacker and victim bench. */
    'attack-only': { type: 'boolean', default: false },
    /** With `--large <dir>`: leave the attacker and victim out. */
    'skip-attack': { type: 'boolean', default: false },
    /** Print the headline figures without rewriting docs/benchmarks.md. */
    'no-write': { type: 'boolean', default: false },
  },
});

const today = new Date().toISOString().slice(0, 10);
/** The headline table's rows this run measured (docs/benchmarks.md). */
const figures: HeadlineFigure[] = [];
const figure = (name: string, target: string, now: string) =>
  figures.push({ figure: name, target, now, command: '`npm run bench`' });

/**
 * Runs a bench script, passing its output through and keeping the headline figures it prints.
 * Resolves to its exit status.
 */
async function runBench(args: string[]): Promise<number> {
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const reported = figureOfLine(line);
    if (reported) figures.push(reported);
    else console.log(line);
  });
  // 'close', not 'exit': the figures are the last lines, and stdout may still hold them at exit.
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return status ?? 1;
}

async function runBenchOrExit(args: string[]): Promise<void> {
  const status = await runBench(args);
  if (status !== 0) process.exit(status);
}

/**
 * The signed-in reads that exist (me, shares, notifications, products), each as the admin, the
 * manager, the closer and the setter of the demo, as a browser asks for them (brotli or gzip).
 */
async function loadPhases(base: string, server: ChildProcess): Promise<[string, LoadResult][]> {
  const people = ['admin@demo.test', 'manager@demo.test', 'closer@demo.test', 'setter@demo.test'];
  const tokens = await Promise.all(
    people.map(async (email) => (await signIn(base, email)).access_token),
  );
  const paths = ['/api/auth/me', '/api/shares', '/api/notifications', '/api/products'];
  const requests = tokens.flatMap((token) =>
    paths.map((path) => ({
      path,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    })),
  );
  for (const { path, headers } of requests) {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  type Phase = Pick<LoadOptions, 'connections' | 'durationSeconds' | 'overallRate'> & {
    /** The phase's target, or none for the warm-up. */
    target?: (result: LoadResult) => string;
    /** Its row of the headline table. */
    headline?: (result: LoadResult) => void;
    /** The requests it sends, when not every reading of the four people. */
    only?: LoadOptions['requests'];
  };
  const verdict = (met: boolean) => (met ? 'met' : 'missed');
  const phases: [string, Phase][] = [
    ['warm-up, 50 connections, 5 s', { connections: 50, durationSeconds: 5 }],
    [
      '(a) 200 connections, 30 s, as fast as answered',
      {
        connections: 200,
        durationSeconds: 30,
        target: (r) =>
          `target ≥ 2,000 req/s with 0 errors: ${verdict(r.requestsPerSecond >= 2000 && r.errors === 0)}`,
        headline: (r) =>
          figure(
            'signed-in reads, 200 connections as fast as answered (demo data)',
            '≥ 2,000 req/s, 0 errors',
            `${r.requestsPerSecond.toFixed(0)} req/s, ${r.errors} errors ${r.requestsPerSecond >= 2000 && r.errors === 0 ? '✓' : '✗'}`,
          ),
      },
    ],
    [
      '(b) a steady 100 requests/s, 10 connections, 30 s',
      {
        connections: 10,
        durationSeconds: 30,
        overallRate: 100,
        target: (r) => `target p95 < 20 ms: ${verdict(r.latency.p95 < 20 && r.errors === 0)}`,
        headline: (r) =>
          figure(
            'signed-in reads at a steady 100 req/s, p95 (demo data)',
            '< 20 ms',
            `${r.latency.p95.toFixed(1)} ms ${r.latency.p95 < 20 && r.errors === 0 ? '✓' : '✗'}`,
          ),
      },
    ],
  ];
  // Every screen asks who is signed in first: `/api/auth/me` alone, as the four of them.
  const me = requests.filter((request) => request.path === '/api/auth/me');
  phases.push([
    '(c) /api/auth/me alone, a steady 100 requests/s, 10 connections, 30 s',
    {
      connections: 10,
      durationSeconds: 30,
      overallRate: 100,
      only: me,
      target: (r) => `target p97.5 < 15 ms: ${verdict(r.latency.p975 < 15 && r.errors === 0)}`,
      headline: (r) =>
        figure(
          '/api/auth/me at a steady 100 req/s, p97.5 (demo data)',
          '< 15 ms',
          `${r.latency.p975.toFixed(1)} ms ${r.latency.p975 < 15 && r.errors === 0 ? '✓' : '✗'}`,
        ),
    },
  ]);
  const results: [string, LoadResult][] = [];
  for (const [label, { target, headline, only, ...phase }] of phases) {
    const result = await runLoad({
      ...phase,
      baseUrl: base,
      requests: only ?? requests,
      serverPid: server.pid,
    });
    if (target) results.push([`${label} (${target(result)})`, result]);
    headline?.(result);
  }
  return results;
}

async function latency(url: string, init: RequestInit | undefined, runs: number): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

if (flags['large-only'] && !flags.large && !flags['large-pg']) {
  throw new Error('--large-only needs --large <dir> (or --large-pg <url>) of a large seed');
}
if (flags['attack-only'] && !flags.large) {
  throw new Error('--attack-only needs --large <dir> of a `npm run seed -- --large` dataset');
}
const largeOnly = flags['large-only'] || flags['attack-only'];
if (!largeOnly) await serverPhases();
if (!largeOnly && !flags['skip-realtime']) await realtimePhases();
await largeDatasetPhases(flags.large);
writeHeadline();

/** The realtime fan-out on the build just made (apps/api/src/bench/realtime-bench.ts). */
async function realtimePhases(): Promise<void> {
  console.log('');
  await runBenchOrExit(['tsx', 'apps/api/src/bench/realtime-bench.ts', '--built']);
}

/** The figures of this run into docs/benchmarks.md's figures table: last value and today's date. */
function writeHeadline(): void {
  if (figures.length === 0) return;
  console.log('\nFigures (docs/benchmarks.md):');
  for (const f of figures) console.log(headlineRow(f, today));
  if (flags['no-write']) return;
  const file = path.join(root, 'docs/benchmarks.md');
  writeFileSync(file, withHeadlineFigures(readFileSync(file, 'utf8'), figures, today));
  console.log(`${figures.length} rows of ${path.relative(root, file)} refreshed.`);
}

/** Builds the SPA and the API into dist/, unless `--skip-build`. */
function build(): void {
  if (flags['skip-build']) return;
  const run = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'web', 'api', '--outputStyle=static'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** Cold and warm start, sequential latency and the load, against the built server. */
async function serverPhases(): Promise<void> {
  build();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const rows: [string, string][] = [];
  try {
    let server = startServer(port, { dataDir });
    const coldStart = await msUntilHealthy(base);
    rows.push([
      'cold start, fresh data dir (migrate + demo seed) → /health ok',
      `${coldStart.toFixed(0)} ms`,
    ]);
    figure(
      'cold start: fresh data dir, migrations and demo seed, to /health ok',
      '—',
      `${(coldStart / 1000).toFixed(1)} s`,
    );
    await stopServer(server);
    server = startServer(port, { dataDir });
    rows.push(['warm restart → /health ok', `${(await msUntilHealthy(base)).toFixed(0)} ms`]);
    if (!flags['load-only']) await sequentialPhases(base, rows);
    for (const [label, result] of await loadPhases(base, server)) {
      const { latency: l } = result;
      rows.push([
        `load: ${label}`,
        `${result.requestsPerSecond.toFixed(0)} req/s · p50 ${l.p50.toFixed(1)} ms · p95 ${l.p95.toFixed(1)} ms · p99 ${l.p99.toFixed(1)} ms · ${result.errors} errors of ${result.total}${result.errors > 0 ? ` ${JSON.stringify(result.statuses)}` : ''} · server RSS ≤ ${result.serverRssMb?.toFixed(0) ?? '?'} MB`,
      ]);
    }
    await stopServer(server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n| measurement (\`npm run bench\`, ${today}) | result |\n| --- | --- |`);
  for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
}

/** Reads what the HTTP bench needs of a dataset (bench-facts.ts) before a server opens it. */
function benchFacts(store: ServerStore): BenchFacts {
  const where =
    'dataDir' in store ? ['--data-dir', store.dataDir] : ['--database-url', store.databaseUrl];
  const run = spawnSync('npx', ['tsx', 'apps/api/src/bench/bench-facts.ts', ...where], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('bench facts: '));
  if (run.status !== 0 || !line) throw new Error('bench-facts.ts could not read the dataset');
  return JSON.parse(line.slice('bench facts: '.length)) as BenchFacts;
}

/**
 * The benchmark dataset over HTTP, on the built server, as a browser asks: the
 * engine's own server process, started for this and stopped after.
 */
async function httpLargePhase(store: ServerStore, engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const facts = benchFacts(store);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, store);
  try {
    await msUntilHealthy(base);
    figures.push(
      ...(await httpLargePhases({
        base,
        server,
        facts,
        engine,
        runs: Number(flags.runs),
        loadSeconds: Number(flags['load-seconds']),
        command:
          engine === 'PGlite'
            ? '`npm run bench -- --large <dir>`'
            : '`npm run bench -- --large-pg <url>`',
      })),
    );
  } finally {
    await stopServer(server);
  }
}

/** The benchmark dataset over HTTP on each engine given, then the attacker and victim. */
async function largeDatasetPhases(dataDir: string | undefined): Promise<void> {
  const databaseUrl = flags['large-pg'];
  if (!dataDir && !databaseUrl) {
    console.log(
      '\nThe benchmark dataset over HTTP: `npm run seed -- --large --data-dir <dir>`, then `npm run bench -- --large <dir>` (`--large-pg <url>` for PostgreSQL).',
    );
    return;
  }
  if (largeOnly) build();
  if (!flags['attack-only']) {
    if (dataDir) await httpLargePhase({ dataDir }, 'PGlite');
    if (databaseUrl) await httpLargePhase({ databaseUrl }, 'PostgreSQL');
  }
  if (dataDir && !flags['skip-attack']) await attackerAndVictimPhase(dataDir);
}

/**
 * One account's expensive reads, or hostile input, must not slow another person's dashboard
 * (target: the victim's p95 < 250 ms) nor stop the server (docs/benchmarks.md, "Hostile
 * input"). The built server on the benchmark dataset, with the per-user limit as shipped
 * (1,000 a minute), 20 s per attack.
 */
async function attackerAndVictimPhase(dataDir: string): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, { dataDir }, '1000');
  try {
    await msUntilHealthy(base);
    const args = ['tsx', 'apps/api/src/bench/attacker-and-victim-bench.ts', '--base-url', base];
    // Its RSS is read from /proc: the bench reports the peak while hostile input arrives.
    if (server.pid !== undefined) args.push('--server-pid', String(server.pid));
    const status = await runBench(args);
    if (status !== 0) process.exitCode = status;
  } finally {
    await stopServer(server);
  }
}

/** Sign-in, renewal, scrypt and sequential request latency (everything but the load). */
async function sequentialPhases(base: string, rows: [string, string][]): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'closer@demo.test', password: 'demo1234' }),
  });
  const session = (
    (await login.json()) as {
      data: { access_token: string; refresh_token: string; user_id: number };
    }
  ).data;
  const token = session.access_token;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  // Each renewal rotates the token, so the next call presents the one just issued.
  let refreshToken = session.refresh_token;
  const renewals: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    refreshToken = ((await response.json()) as { data: { refresh_token: string } }).data
      .refresh_token;
    renewals.push(performance.now() - started);
  }
  const renewal = summarize(renewals);
  rows.push([
    'POST /api/auth/refresh (rotation), 50 sequential',
    `p50 ${renewal.p50.toFixed(1)} ms · p95 ${renewal.p95.toFixed(1)} ms`,
  ]);

  // Sign-in is one scrypt run at N=2^17 (docs/decisions/0006-security-fixes.md); the
  // per-address limit allows 50 per 15 min.
  const signIn = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const login20 = await latency(
    `${base}/api/auth/login`,
    { ...signIn, body: JSON.stringify({ email: 'manager@demo.test', password: 'demo1234' }) },
    20,
  );
  rows.push([
    'POST /api/auth/login (scrypt N=2^17, r=8, p=1), 20 sequential',
    `p50 ${login20.p50.toFixed(0)} ms · p95 ${login20.p95.toFixed(0)} ms`,
  ]);
  figure(
    'sign-in, p50 (one scrypt run at N=2^17: slow on purpose)',
    '—',
    `${login20.p50.toFixed(0)} ms`,
  );
  for (const N of [2 ** 14, 2 ** 17]) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      scryptSync('demo1234', 'bench-salt-bench', 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
      runs.push(performance.now() - started);
    }
    rows.push([
      `scrypt alone, N=2^${Math.log2(N)} r=8 p=1 (in the bench process), 5 runs`,
      `p50 ${summarize(runs).p50.toFixed(0)} ms`,
    ]);
  }

  // A share token is re-checked against its creator and subject on every request
  // (docs/decisions/0006-security-fixes.md).
  const created = await fetch(`${base}/api/shares`, {
    method: 'POST',
    headers: { ...auth.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'employee', resource_id: session.user_id }),
  });
  const shareToken = ((await created.json()) as { data: { token: string } }).data.token;
  const shareAuth = { headers: { 'x-share-token': shareToken } };
  const cases: [string, string, RequestInit | undefined][] = [
    ['GET /health', '/health', undefined],
    ['GET / (SPA index.html)', '/', undefined],
    ['GET /openapi.json', '/openapi.json', undefined],
    [
      'GET /api/redirects?path=/ (authenticated, no rule: data null)',
      '/api/redirects?path=/',
      auth,
    ],
    ['GET /api/auth/me (token + user load + policy)', '/api/auth/me', auth],
    ['GET /api/shares (policy-scoped list)', '/api/shares', auth],
    [
      'GET /api/shares/resolve (share token, creator and subject re-checked)',
      '/api/shares/resolve',
      shareAuth,
    ],
    ['GET /api/users/:id with that share token', `/api/users/${session.user_id}`, shareAuth],
  ];
  for (const [label, url, init] of cases) {
    await latency(`${base}${url}`, init, 20); // warm-up
    const s = await latency(`${base}${url}`, init, 200);
    rows.push([
      `${label}, 200 sequential`,
      `p50 ${s.p50.toFixed(1)} ms · p95 ${s.p95.toFixed(1)} ms`,
    ]);
  }
}
