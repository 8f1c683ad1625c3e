// `npm run bench`: speed figures for docs/benchmarks.md. Builds the API and SPA, then measures
// a cold start on a fresh data dir (migrations + demo seed), a warm restart, and request latency
// of a few endpoints over loopback. Timings are wall-clock on this machine: compare runs on the
// same machine only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { summarize, type Summary } from './summarize.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn('node', ['dist/apps/api/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function msUntilHealthy(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
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

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'web', 'api', '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const rows: [string, string][] = [];
try {
  let server = startServer(port, dataDir);
  rows.push(['cold start, fresh data dir (migrate + demo seed) → /health ok', `${(await msUntilHealthy(base)).toFixed(0)} ms`]);
  await stop(server);
  server = startServer(port, dataDir);
  rows.push(['warm restart → /health ok', `${(await msUntilHealthy(base)).toFixed(0)} ms`]);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'closer@demo.test', password: 'demo1234' }),
  });
  const session = (
    (await login.json()) as { data: { access_token: string; refresh_token: string; user_id: number } }
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
    refreshToken = ((await response.json()) as { data: { refresh_token: string } }).data.refresh_token;
    renewals.push(performance.now() - started);
  }
  const renewal = summarize(renewals);
  rows.push(['POST /api/auth/refresh (rotation), 50 sequential', `p50 ${renewal.p50.toFixed(1)} ms · p95 ${renewal.p95.toFixed(1)} ms`]);

  // Sign-in is one scrypt run at N=2^17 (issue 9); the per-address limit allows 50 per 15 min.
  const signIn = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const login20 = await latency(
    `${base}/api/auth/login`,
    { ...signIn, body: JSON.stringify({ email: 'manager@demo.test', password: 'demo1234' }) },
    20,
  );
  rows.push(['POST /api/auth/login (scrypt N=2^17, r=8, p=1), 20 sequential', `p50 ${login20.p50.toFixed(0)} ms · p95 ${login20.p95.toFixed(0)} ms`]);
  for (const N of [2 ** 14, 2 ** 17]) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      scryptSync('demo1234', 'bench-salt-bench', 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
      runs.push(performance.now() - started);
    }
    rows.push([`scrypt alone, N=2^${Math.log2(N)} r=8 p=1 (in the bench process), 5 runs`, `p50 ${summarize(runs).p50.toFixed(0)} ms`]);
  }

  // A share token is re-checked against its creator and subject on every request (issue 9).
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
    ['GET /api/redirects?path=/ (authenticated, no rule: data null)', '/api/redirects?path=/', auth],
    ['GET /api/auth/me (token + user load + policy)', '/api/auth/me', auth],
    ['GET /api/shares (policy-scoped list)', '/api/shares', auth],
    ['GET /api/shares/resolve (share token, creator and subject re-checked)', '/api/shares/resolve', shareAuth],
    ['GET /api/users/:id with that share token', `/api/users/${session.user_id}`, shareAuth],
  ];
  for (const [label, url, init] of cases) {
    await latency(`${base}${url}`, init, 20); // warm-up
    const s = await latency(`${base}${url}`, init, 200);
    rows.push([`${label}, 200 sequential`, `p50 ${s.p50.toFixed(1)} ms · p95 ${s.p95.toFixed(1)} ms`]);
  }
  await stop(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n| measurement (\`npm run bench\`, ${new Date().toISOString().slice(0, 10)}) | result |\n| --- | --- |`);
for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
