// `npm run bench:first-view -- --data-dir <dir>` (or `--database-url <url>`), after
// `npx nx run api:build`: the first view after a write on the benchmark dataset, over HTTP
// against the built server. Before the server opens the dataset it adds a second organization
// with an admin (once). Then, for a person's month and the leaderboard month, one write between
// every two reads, so every read is the first after a write: a deal of the other organization
// (which cannot change the answer: it should be replayed) and a deal of the reader's own (which
// can: it must be computed again). Last, the twenty reps' own month at a steady 100 requests a
// second (p97.5), paced as autocannon's `overallRate` is. Headline figures: docs/benchmarks.md; the scheme: decision 0069.
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { benchmarkOrganizationName } from '../seed/large-seed.ts';
import { nearestRank, twentyReps } from './bench-dataset.ts';
import { startBuiltServer, stopBuiltServer } from './built-server.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';
import { signInBenchAccount, type BenchSession } from './bench-sign-in.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '100' },
    'load-seconds': { type: 'string', default: '30' },
    port: { type: 'string', default: '3917' },
    /**
     * Milliseconds between each write and the read after it (0): to tell the read's own cost
     * from the work a write leaves running after its answer.
     */
    'pause-ms': { type: 'string', default: '0' },
    /** A directory for the server's CPU profile (`node --cpu-prof`), written as it stops. */
    'cpu-prof': { type: 'string' },
  },
});
const dataDir = values['data-dir'];
const databaseUrl = values['database-url'];
if (!dataDir && !databaseUrl)
  throw new Error('--data-dir <dir> (or --database-url <url>) of a large seed is required');
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const runs = Number(values.runs);
const pauseMs = Number(values['pause-ms']);
const loadSeconds = Number(values['load-seconds']);
const command = databaseUrl
  ? '`npm run bench:first-view -- --database-url <url>`'
  : '`npm run bench:first-view -- --data-dir <dir>`';
const otherOrganizationName = 'Bench second organization';
const otherAdminEmail = 'other-admin@bench.test';

type Range = { startDate: string; endDate: string };

/** Reads what the bench needs and adds the second organization, before the server starts. */
async function prepare() {
  const database = await openDatabase({ dataDir: dataDir ?? '', databaseUrl });
  try {
    await migrateDatabase(database);
    const [bench] = await database.query<{ organization_id: number; password_hash: string }>(
      `SELECT u.organization_id, u.password_hash FROM users u JOIN organizations o USING (organization_id)
       WHERE o.name = $1 AND u.email = 'admin@bench.test'`,
      [benchmarkOrganizationName],
    );
    if (!bench) throw new Error('admin@bench.test missing: seed the large dataset first');
    const [last] = await database.query<{ day: string; product_id: number }>(
      `SELECT max(transaction_date)::text AS day,
              (SELECT min(product_id) FROM products WHERE organization_id = $1) AS product_id
       FROM transactions WHERE organization_id = $1`,
      [bench.organization_id],
    );
    const reps = await twentyReps(database, bench.organization_id);
    let [other] = await database.query<{ organization_id: number }>(
      'SELECT organization_id FROM organizations WHERE name = $1',
      [otherOrganizationName],
    );
    if (!other) {
      [other] = await database.query<{ organization_id: number }>(
        'INSERT INTO organizations (name) VALUES ($1) RETURNING organization_id',
        [otherOrganizationName],
      );
      await database.query(
        `INSERT INTO users (organization_id, email, first_name, last_name, access, password_hash)
         VALUES ($1, $2, 'Other', 'Admin', 2, $3)`,
        [other?.organization_id, otherAdminEmail, bench.password_hash],
      );
      await database.query(
        "INSERT INTO products (organization_id, name) VALUES ($1, 'Other product')",
        [other?.organization_id],
      );
    }
    const [otherProduct] = await database.query<{ product_id: number }>(
      'SELECT min(product_id) AS product_id FROM products WHERE organization_id = $1',
      [other?.organization_id],
    );
    const end = last?.day ?? '';
    return {
      month: { startDate: `${end.slice(0, 7)}-01`, endDate: end } satisfies Range,
      productId: last?.product_id ?? 0,
      otherProductId: otherProduct?.product_id ?? 0,
      reps,
    };
  } finally {
    await database.close();
  }
}

const browser = { 'accept-encoding': 'br, gzip' };

/** One GET as a browser sends it, timed to its last byte. */
async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...browser, authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** A pending deal recorded by `admin` for `closer` on `day`, through the API. */
async function recordDeal(
  base: string,
  admin: BenchSession,
  closer: number,
  productId: number,
  day: string,
): Promise<void> {
  const response = await fetch(`${base}/api/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      user_id: closer,
      product_id: productId,
      customer_name: 'First view',
      amount: 100,
      transaction_type: 'new',
      transaction_date: day,
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`a deal: ${response.status}`);
}

/**
 * `rate` GETs a second for `seconds`, each sent on time whether or not the earlier ones were
 * answered (as autocannon's `overallRate` paces them), the requests taken in turn.
 */
async function steadyLoad(
  requests: { url: string; token: string }[],
  rate: number,
  seconds: number,
): Promise<{ samples: number[]; errors: number }> {
  const samples: number[] = [];
  let errors = 0;
  const sent: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < rate * seconds; index += 1) {
    const wait = start + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[index % requests.length];
    if (!request) continue;
    sent.push(
      timedGet(request.url, request.token).then(
        (ms) => void samples.push(ms),
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(sent);
  return { samples, errors };
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: nearestRank(sorted, 50), p95: nearestRank(sorted, 95) };
};

let server: ChildProcess | undefined;
try {
  const facts = await prepare();
  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({
    port,
    opsPort: port + 1,
    ...(values['cpu-prof']
      ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] }
      : {}),
    ...(databaseUrl ? { databaseUrl } : { dataDir: dataDir ?? '' }),
  });
  const admin = await signInBenchAccount(base, 'admin@bench.test');
  const otherAdmin = await signInBenchAccount(base, otherAdminEmail);
  const closer = await signInBenchAccount(base, 'closer@bench.test');
  const search = new URLSearchParams(facts.month).toString();
  const readings: [string, string][] = [
    ["a person's month", `${base}/api/metrics/users/${closer.userId}?${search}`],
    ['the leaderboard month', `${base}/api/metrics/users/leaderboard?${search}`],
  ];
  const writes: [string, () => Promise<void>][] = [
    [
      "another organization's deal (cannot change it)",
      () =>
        recordDeal(base, otherAdmin, otherAdmin.userId, facts.otherProductId, facts.month.endDate),
    ],
    [
      "its organization's deal (can change it)",
      () => recordDeal(base, admin, closer.userId, facts.productId, facts.month.endDate),
    ],
  ];
  const rows = [
    `| first view after a write (${runs} runs after 10, ${engine}) | write p50 | read p50 | read p95 |`,
    '| --- | --- | --- | --- |',
  ];
  for (const [reading, url] of readings) {
    for (const [write, run] of writes) {
      const reads: number[] = [];
      const writeTimes: number[] = [];
      for (let index = 0; index < 10 + runs; index += 1) {
        const started = performance.now();
        await run();
        const wrote = performance.now() - started;
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const read = await timedGet(url, closer.token);
        if (index >= 10) {
          reads.push(read);
          writeTimes.push(wrote);
        }
      }
      const r = summary(reads);
      const w = summary(writeTimes);
      rows.push(
        `| ${reading}, after ${write} | ${w.p50.toFixed(1)} ms | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`,
      );
      printHeadlineFigure({
        figure: `first view after ${write}: ${reading}, p50 / p95 over HTTP (benchmark dataset, ${engine})`,
        target: 'p95 < 20 ms',
        now: `${r.p50.toFixed(1)} / ${msAgainst(r.p95, 20)}`,
        command,
      });
    }
  }

  // The twenty reps' own month at a steady 100 requests a second, as http-large.ts's row.
  const reps: BenchSession[] = [];
  for (const email of facts.reps) reps.push(await signInBenchAccount(base, email));
  const urls = reps.map((rep) => ({
    url: `${base}/api/metrics/users/${rep.userId}?${search}`,
    token: rep.token,
  }));
  // Each one's first view once, untimed, as http-large.ts's warm-up does: the load measures
  // the steady state, not twenty cold computations in its first 200 ms.
  for (const { url, token } of urls) await timedGet(url, token);
  const { samples, errors } = await steadyLoad(urls, 100, loadSeconds);
  const sorted = samples.sort((a, b) => a - b);
  const p975 = nearestRank(sorted, 97.5);
  rows.push(
    '',
    `| a person's month, 20 people, a steady 100 req/s, ${loadSeconds} s | p50 | p97.5 | errors |`,
    '| --- | --- | --- | --- |',
    `| ${engine} | ${nearestRank(sorted, 50).toFixed(1)} ms | ${p975.toFixed(1)} ms | ${errors} |`,
  );
  printHeadlineFigure({
    figure: `a person's metrics (month) at a steady 100 req/s, p97.5 (benchmark dataset, ${engine}, bench:first-view)`,
    target: '< 20 ms',
    now: `${msAgainst(p975, 20)}${errors ? `, ${errors} errors` : ''}`,
    command,
  });
  console.log(rows.join('\n'));
} finally {
  if (server) await stopBuiltServer(server);
}
