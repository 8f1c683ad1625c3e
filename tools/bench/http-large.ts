// The benchmark dataset as users feel it. Against the built server (started by
// `npm run bench -- --large <dir>` on that dataset), every request as a browser sends it
// (`Accept-Encoding: br, gzip`), timed to the last byte over loopback: the slow readings one at
// a time, a product year's CSV, then load (200 connections; a steady 100 requests a second)
// spread over twenty signed-in people, with the server's resident memory sampled throughout.
import type { ChildProcess } from 'node:child_process';
import type { HeadlineFigure } from './headline.ts';
import { runLoad, rssMb, type LoadResult } from './load.ts';
import { signIn, type BenchSession } from './server.ts';
import { summarize } from './summarize.ts';
import { timedGet } from './timed-get.ts';

type Range = { startDate: string; endDate: string };

/** What apps/api/src/bench/bench-facts.ts read of the dataset before the server opened it. */
export type BenchFacts = {
  productId: number;
  closerRoleId: number | null;
  reps: string[];
  month: Range;
  quarter: Range;
  year: Range;
};

export type HttpLargeOptions = {
  base: string;
  server: ChildProcess;
  facts: BenchFacts;
  engine: 'PGlite' | 'PostgreSQL';
  /** Timed runs per reading (after ten untimed). */
  runs: number;
  /** Seconds per load phase. */
  loadSeconds: number;
  /** The command that reproduces the figures, for the headline table. */
  command: string;
};

/** One figure of this bench: its name (the engine is added), target and value. */
type Figure = [name: string, target: string, now: string];

const browser = { 'accept-encoding': 'br, gzip' };
const search = (range: Range, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...range, ...extra }).toString();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const check = (met: boolean) => (met ? '✓' : '✗');
// What the web sends when no status filter is chosen.
const active = { is_active: '1' };

/** `range` moved `days` earlier, both ends. */
function shifted(range: Range, days: number): Range {
  const move = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return { startDate: move(range.startDate), endDate: move(range.endDate) };
}

/**
 * Times one reading `runs` times after ten untimed, as one person clicking would. Each request
 * asks for the range moved one more day back: the server replays an answer it has already
 * computed (read-cache.ts), and these figures are of the computing, a dashboard's first view.
 */
async function timeReading(
  path: (range: Range) => string,
  range: Range,
  token: string,
  runs: number,
) {
  const headers = { ...browser, authorization: `Bearer ${token}` };
  const samples: number[] = [];
  let last = { wireBytes: 0, encoding: 'identity' };
  for (let run = 0; run < 10 + runs; run += 1) {
    const url = path(shifted(range, run));
    const answer = await timedGet(url, headers);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
    if (run >= 10) samples.push(answer.ms);
    last = answer;
  }
  return { ...summarize(samples), wireBytes: last.wireBytes, encoding: last.encoding };
}

type People = {
  admin: BenchSession;
  manager: BenchSession;
  closer: BenchSession;
  reps: BenchSession[];
};

async function signInPeople(base: string, facts: BenchFacts): Promise<People> {
  // One at a time: each sign-in is a deliberately slow scrypt run.
  const session = (email: string) => signIn(base, email);
  const admin = await session('admin@bench.test');
  const manager = await session('manager@bench.test');
  const closer = await session('closer@bench.test');
  const reps: BenchSession[] = [];
  for (const email of facts.reps) reps.push(await session(email));
  return { admin, manager, closer, reps };
}

/** The slow readings, one request at a time. */
async function readingPhase(
  base: string,
  people: People,
  facts: BenchFacts,
  runs: number,
  rows: string[],
): Promise<Figure[]> {
  const { admin, manager, closer } = people;
  const { month, quarter, year, productId, closerRoleId } = facts;
  const role = { ...active, role: String(closerRoleId ?? '') };
  type Reading = [string, (range: Range) => string, Range, BenchSession, number];
  const readings: Reading[] = [
    [
      'metrics of a person, a month',
      (r) => `/api/metrics/users/${closer.user_id}?${search(r)}`,
      month,
      closer,
      20,
    ],
    [
      'metrics of a person, a year',
      (r) => `/api/metrics/users/${closer.user_id}?${search(r)}`,
      year,
      closer,
      40,
    ],
    [
      'metrics of a product as a manager, a year',
      (r) => `/api/metrics/products/${productId}?${search(r)}`,
      year,
      manager,
      40,
    ],
    [
      'leaderboard, a month, everyone',
      (r) => `/api/metrics/users/leaderboard?${search(r)}`,
      month,
      closer,
      20,
    ],
    [
      'team members, a month, no filter',
      (r) => `/api/metrics/team/users?${search(r, active)}`,
      month,
      admin,
      100,
    ],
    [
      'team members, a quarter, no filter',
      (r) => `/api/metrics/team/users?${search(r, active)}`,
      quarter,
      admin,
      100,
    ],
    [
      'team products, role filter only, a quarter',
      (r) => `/api/metrics/team/products?${search(r, role)}`,
      quarter,
      admin,
      100,
    ],
  ];
  rows.push(
    `| reading, a first view (${runs} runs after 10, each a day earlier) | p50 | p95 | answer on the wire | target p95 |`,
    '| --- | --- | --- | --- | --- |',
  );
  const figures: Figure[] = [];
  for (const [name, path, range, who, target] of readings) {
    const r = await timeReading((moved) => `${base}${path(moved)}`, range, who.access_token, runs);
    const met = check(r.p95 < target);
    rows.push(
      `| ${name} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${kb(r.wireBytes)} ${r.encoding} | < ${target} ms ${met} |`,
    );
    figures.push([
      `${name}, p50 / p95 over HTTP`,
      `p95 < ${target} ms`,
      `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms ${met} (${kb(r.wireBytes)})`,
    ]);
  }
  return figures;
}

/** A product year's CSV as a browser fetches it, and without compression for comparison. */
async function downloadPhase(
  base: string,
  people: People,
  facts: BenchFacts,
  rows: string[],
): Promise<Figure[]> {
  const url = `${base}/api/transactions/products/${facts.productId}/download?${search(facts.year)}`;
  const auth = { authorization: `Bearer ${people.admin.access_token}` };
  // Rows: the file's lines less its header, counted once from the plain download.
  const plainBody = await (
    await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } })
  ).text();
  const lines = plainBody.split('\n').filter((line) => line !== '').length - 1;
  const time = async (headers: Record<string, string>) => {
    const samples: number[] = [];
    let encoding = 'identity';
    for (let run = 0; run < 3; run += 1) {
      const answer = await timedGet(url, { ...auth, ...headers });
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
      samples.push(answer.ms);
      encoding = answer.encoding;
    }
    return { worst: Math.max(...samples), encoding };
  };
  const compressed = await time(browser);
  const plain = await time({ 'accept-encoding': 'identity' });
  const per10k = (compressed.worst / Math.max(1, lines)) * 10_000;
  const ratio = compressed.worst / plain.worst;
  rows.push(
    '',
    `| CSV of a product's year (${lines.toLocaleString('en-US')} rows, slowest of 3) | time | per 10k rows |`,
    '| --- | --- | --- |',
    `| as a browser asks (${compressed.encoding}) | ${(compressed.worst / 1000).toFixed(2)} s | ${(per10k / 1000).toFixed(2)} s |`,
    `| uncompressed | ${(plain.worst / 1000).toFixed(2)} s | — |`,
  );
  return [
    [
      "CSV of a product's year as a browser fetches it, per 10k rows (slowest of 3)",
      '< 1 s, at most 1.2× the uncompressed time',
      `${(per10k / 1000).toFixed(2)} s, ${ratio.toFixed(2)}× ${check(per10k < 1000 && ratio <= 1.2)}`,
    ],
  ];
}

/** Load spread over the people: as fast as answered, and steady rates. */
async function loadPhase(
  base: string,
  server: ChildProcess,
  people: People,
  facts: BenchFacts,
  loadSeconds: number,
  rows: string[],
  engine: HttpLargeOptions['engine'],
): Promise<{ figures: Figure[]; peakRssMb: number }> {
  const { month } = facts;
  const as = (who: BenchSession, path: string) => ({
    path,
    headers: { ...browser, authorization: `Bearer ${who.access_token}` },
  });
  // The dashboard's first screen for each rep: who they are, their figures, the bell.
  const firstScreen = people.reps.flatMap((rep) => [
    as(rep, '/api/auth/me'),
    as(rep, `/api/metrics/users/${rep.user_id}?${search(month)}`),
    as(rep, '/api/notifications?page=1&limit=10'),
  ]);
  const metrics = people.reps.map((rep) =>
    as(rep, `/api/metrics/users/${rep.user_id}?${search(month)}`),
  );
  const leaderboard = people.reps.map((rep) =>
    as(rep, `/api/metrics/users/leaderboard?${search(month)}`),
  );
  const team = [people.admin, people.manager].map((who) =>
    as(who, `/api/metrics/team/users?${search(month, active)}`),
  );
  const me = people.reps.map((rep) => as(rep, '/api/auth/me'));
  const phases: [string, Parameters<typeof runLoad>[0]['requests'], number, number | undefined][] =
    [
      ['warm-up: first screens, 50 connections, 5 s', firstScreen, 50, undefined],
      [
        'first screens of 20 people, 200 connections, as fast as answered',
        firstScreen,
        200,
        undefined,
      ],
      ["a person's metrics (month), a steady 100 requests/s", metrics, 10, 100],
      ['the leaderboard (month), a steady 100 requests/s', leaderboard, 10, 100],
      ['team members (month), a steady 100 requests/s', team, 10, 100],
      ['/api/auth/me of 20 people, 200 connections, as fast as answered', me, 200, undefined],
    ];
  rows.push(
    '',
    `| load (${loadSeconds} s each) | req/s | p50 | p95 | p97.5 | errors | server RSS peak |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  const results: LoadResult[] = [];
  let peakRssMb = 0;
  for (const [label, requests, connections, overallRate] of phases) {
    const result = await runLoad({
      baseUrl: base,
      requests,
      connections,
      durationSeconds: label.startsWith('warm-up') ? 5 : loadSeconds,
      ...(overallRate ? { overallRate } : {}),
      serverPid: server.pid,
    });
    results.push(result);
    peakRssMb = Math.max(peakRssMb, result.serverRssMb ?? 0);
    const l = result.latency;
    rows.push(
      `| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${l.p50.toFixed(1)} ms | ${l.p95.toFixed(1)} ms | ${l.p975.toFixed(1)} ms | ${result.errors}${result.errors > 0 ? ` ${JSON.stringify(result.statuses)}` : ''} | ${result.serverRssMb?.toFixed(0) ?? '?'} MB |`,
    );
  }
  const [, burst, steadyMetrics, steadyBoard, steadyTeam, meBurst] = results;
  const figures: Figure[] = [];
  if (burst)
    figures.push([
      'first-screen calls of 20 people, 200 connections',
      '≥ 1,000 req/s, 0 errors',
      `${burst.requestsPerSecond.toFixed(0)} req/s, ${burst.errors} errors ${check(burst.requestsPerSecond >= 1000 && burst.errors === 0)}`,
    ]);
  if (steadyMetrics) {
    const name = "a person's metrics (month) at a steady 100 req/s, p97.5";
    const { latency, errors } = steadyMetrics;
    // The target holds on the embedded engine only; PostgreSQL's figure is just recorded.
    figures.push(
      engine === 'PGlite'
        ? [
            name,
            '< 20 ms',
            `${latency.p975.toFixed(1)} ms ${check(latency.p975 < 20 && errors === 0)}`,
          ]
        : [name, '— (< 20 ms is PGlite’s)', `${latency.p975.toFixed(1)} ms, ${errors} errors`],
    );
  }
  for (const [name, result] of [
    ['the leaderboard (month) at a steady 100 req/s, p97.5', steadyBoard],
    ['team members (month) at a steady 100 req/s, p97.5', steadyTeam],
  ] as const) {
    if (result)
      figures.push([name, '—', `${result.latency.p975.toFixed(1)} ms, ${result.errors} errors`]);
  }
  if (meBurst)
    figures.push([
      '/api/auth/me, 200 connections',
      '≥ 2,000 req/s',
      `${meBurst.requestsPerSecond.toFixed(0)} req/s, ${meBurst.errors} errors ${check(meBurst.requestsPerSecond >= 2000 && meBurst.errors === 0)}`,
    ]);
  return { figures, peakRssMb };
}

/**
 * Runs the readings, the download and the load against `base`; prints their tables and
 * returns the headline figures.
 */
export async function httpLargePhases(options: HttpLargeOptions): Promise<HeadlineFigure[]> {
  const { base, server, facts, engine, runs, loadSeconds, command } = options;
  const idleRss = rssMb(server.pid);
  const rows: string[] = [];
  const people = await signInPeople(base, facts);
  const figures: Figure[] = [
    ...(await readingPhase(base, people, facts, runs, rows)),
    ...(await downloadPhase(base, people, facts, rows)),
  ];
  const load = await loadPhase(base, server, people, facts, loadSeconds, rows, engine);
  figures.push(...load.figures);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const afterRss = rssMb(server.pid);
  const peak = Math.max(idleRss ?? 0, afterRss ?? 0, load.peakRssMb);
  const mb = (value: number | null) => (value === null ? '?' : value.toFixed(0));
  figures.push([
    'server RSS: idle after start / peak under load / idle after',
    '≤ 350 / ≤ 500 MB',
    `${mb(idleRss)} / ${mb(peak)} / ${mb(afterRss)} MB ${check((idleRss ?? Infinity) <= 350 && peak <= 500)}`,
  ]);
  console.log(
    `\n${engine}, over HTTP (${new Date().toISOString().slice(0, 10)}):\n${rows.join('\n')}`,
  );
  console.log(
    `server RSS: ${mb(idleRss)} MB idle after start, ${mb(peak)} MB at the peak, ${mb(afterRss)} MB 5 s after the load`,
  );
  return figures.map(([name, target, now]) => ({
    figure: `${name} (benchmark dataset, ${engine})`,
    target,
    now,
    command,
  }));
}
