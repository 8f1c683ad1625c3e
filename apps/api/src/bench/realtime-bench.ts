// `npm run bench:realtime`: the realtime fan-out. 1,000 socket.io clients (websocket, over
// loopback) of one organization are connected and joined to its group; an admin then approves
// a pending sale, and the time from sending the approval to each socket's `transaction:changed`
// is recorded, for `--rounds` approvals. Once on one instance on the embedded engine (target
// p95 < 200 ms) and once across two instances on one PostgreSQL server (sockets split between
// them, the approval sent to the first; target p95 < 400 ms), which it starts in a temp
// directory when PostgreSQL is installed. The server's RSS is read from /proc with every socket
// connected. Servers run apart from this process (`--built`: dist/apps/api/main.js, else the
// sources under tsx); the clients share this process, so a delivery includes the client's own
// turn. Timings are wall-clock on this machine: compare runs on the same machine only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { orgUserListSchema, successEnvelope, type AccessLevel } from '@salesdash/api-contract';
import { connectAs, type ClientSocket } from '../testing/socket-client.ts';
import { nearestRank } from './bench-dataset.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '30' },
    built: { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const socketCount = Number(flags.sockets);
const rounds = Number(flags.rounds);
const jwtSecret = 'realtime-bench-secret-realtime-bench-secret-0123';

type Api = { child: ChildProcess; baseUrl: string };

/** Starts the API on a free port; resolves once it printed where it runs. */
function startApi(env: Record<string, string>): Promise<Api> {
  const args = flags.built
    ? [path.join(root, 'dist/apps/api/main.js')]
    : ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      OPS_PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_MAX: '1000000000',
      SEED_DEMO: 'true',
      WEB_DIST: path.join(tmpdir(), 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
}

async function stopApi(api: Api): Promise<void> {
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

function rssMb(api: Api): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${api.child.pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function call<T>(api: Api, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${api.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

type Result = {
  deliveries: number[];
  lastPerRound: number[];
  answers: number[];
  /** Each server's RSS before the sockets connected, and with all of them connected. */
  rssBefore: number[];
  rss: number[];
};

/** Connects the sockets round-robin over `apis`, then times `rounds` approvals sent to the first. */
async function fanOut(apis: Api[]): Promise<Result> {
  const [first] = apis;
  if (!first) throw new Error('no API');
  const login = await fetch(`${first.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const admin = (
    (await login.json()) as { data: { access_token: string; organization_id: number } }
  ).data;
  const token = admin.access_token;
  const { users } = successEnvelope(orgUserListSchema).parse({
    status: 'success',
    data: await call(first, token, 'GET', '/api/users'),
  }).data;
  const members = users.filter((user) => user.is_active && !user.is_pending);
  const closer = members.find((user) => user.email === 'closer@demo.test') ?? members[0];
  const [product] = await call<{ product_id: number }[]>(first, token, 'GET', '/api/products');
  if (!closer || !product) throw new Error('the demo organization is missing');

  const rssBefore = apis.map(rssMb);
  const sockets: ClientSocket[] = [];
  let current = 0;
  let started = 0;
  let waiting: { left: number; done: () => void } | undefined;
  const deliveries: number[] = [];
  for (let index = 0; index < socketCount; index += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, socketCount - index) }, (_, offset) => {
        const member = members[(index + offset) % members.length];
        const api = apis[(index + offset) % apis.length];
        if (!member || !api) throw new Error('no member');
        return connectAs(
          api.baseUrl,
          {
            userId: member.user_id,
            organizationId: admin.organization_id,
            access: member.access as AccessLevel,
            uid: member.uid,
            email: member.email,
          },
          jwtSecret,
        );
      }),
    );
    for (const socket of batch) {
      socket.on(
        'transaction:changed',
        (event: { transaction_id: number; transaction_status: string }) => {
          if (event.transaction_id !== current || event.transaction_status !== 'approved') return;
          deliveries.push(performance.now() - started);
          if (waiting && (waiting.left -= 1) === 0) waiting.done();
        },
      );
    }
    sockets.push(...batch);
  }
  const rss = apis.map(rssMb);
  const date = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const lastPerRound: number[] = [];
  const answers: number[] = [];
  try {
    // Three approvals untimed first: a server answering all day is warm.
    for (let round = -3; round < rounds; round += 1) {
      const sale = await call<{ transaction_id: number }>(
        first,
        token,
        'POST',
        '/api/transactions',
        {
          product_id: product.product_id,
          user_id: closer.user_id,
          customer_name: 'Bench customer',
          amount: 100,
          transaction_type: 'new',
          transaction_date: date,
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = deliveries.length;
      const all = new Promise<void>((resolve, reject) => {
        waiting = { left: socketCount, done: resolve };
        setTimeout(
          () => reject(new Error('not every socket heard the approval in 30 s')),
          30_000,
        ).unref();
      });
      current = sale.transaction_id;
      started = performance.now();
      await call(first, token, 'POST', `/api/transactions/status/${current}`, {
        transaction_status: 'approved',
      });
      const answered = performance.now() - started;
      await all;
      const these = deliveries.slice(before);
      if (round < 0) {
        deliveries.length = before;
        continue;
      }
      answers.push(answered);
      lastPerRound.push(Math.max(...these));
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return { deliveries, lastPerRound, answers, rssBefore, rss };
}

function report(label: string, target: number, result: Result): string[] {
  const sorted = [...result.deliveries].sort((a, b) => a - b);
  const last = [...result.lastPerRound].sort((a, b) => a - b);
  const answers = [...result.answers].sort((a, b) => a - b);
  const p95 = nearestRank(sorted, 95);
  printHeadlineFigure({
    figure: `realtime: approval → every socket's event, p95 (${label})`,
    target: `< ${target} ms`,
    now: msAgainst(p95, target),
    command: '`npm run bench` (or `bench:realtime`)',
  });
  return [
    `| ${label}: approval → \`transaction:changed\` at every socket (${rounds} approvals × ${socketCount} sockets) | p50 ${nearestRank(sorted, 50).toFixed(0)} ms · p95 ${p95.toFixed(0)} ms · max ${(sorted.at(-1) ?? 0).toFixed(0)} ms | p95 < ${target} ms: ${p95 < target ? 'met' : 'missed'} |`,
    `| ${label}: the last socket of each approval | p50 ${nearestRank(last, 50).toFixed(0)} ms · p95 ${nearestRank(last, 95).toFixed(0)} ms | |`,
    `| ${label}: the approval's HTTP answer | p50 ${nearestRank(answers, 50).toFixed(0)} ms · p95 ${nearestRank(answers, 95).toFixed(0)} ms | |`,
    `| ${label}: server RSS with ${socketCount} sockets connected (before connecting) | ${result.rss
      .map((mb, index) => `${mb.toFixed(0)} MB (${(result.rssBefore[index] ?? 0).toFixed(0)} MB)`)
      .join(' + ')} | |`,
  ];
}

const rows: string[] = [];

const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-realtime-bench-'));
try {
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    rows.push(...report('one instance, embedded PGlite', 200, await fanOut([api])));
  } finally {
    await stopApi(api);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = flags['skip-postgres']
  ? null
  : startThrowawayPostgres(55_400 + (process.pid % 500));
if (postgres) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'salesdash-realtime-bench-'));
  const apis: Api[] = [];
  try {
    // One after the other: the first migrates and seeds the demo, the second finds it there.
    for (const name of ['a', 'b']) {
      apis.push(await startApi({ DATA_DIR: path.join(scratch, name), DATABASE_URL: postgres.url }));
    }
    rows.push(...report('two instances on one PostgreSQL', 400, await fanOut(apis)));
  } finally {
    for (const api of apis) await stopApi(api);
    postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  rows.push(
    '| two instances on one PostgreSQL | skipped (no PostgreSQL under /usr/lib/postgresql, or --skip-postgres) | |',
  );
}

process.stdout.write(
  `| realtime fan-out (\`npm run bench:realtime\`, ${new Date().toISOString().slice(0, 10)}) | result | target |\n| --- | --- | --- |\n${rows.join('\n')}\n`,
);
