// `npm run bench -- --large <dir>` runs this last, against the built server it starts on that
// dataset (`tsx apps/api/src/bench/attacker-and-victim-bench.ts --base-url <url> --server-pid
// <pid>`). While one account (or one share link) keeps expensive reads in flight, or an
// anonymous client sends deep JSON, or an integration's key uploads hostile workbooks, another
// person opens their own dashboard (target p95 < 250 ms), `/health/live` answers (< 200 ms) and
// the server stays under 500 MB. Traffic to loopback only, 20 s per attack.
import { parseArgs } from 'node:util';
import { longestRangeDays } from '@salesdash/api-contract';
import { nearestRank } from './bench-dataset.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';
import { deepJsonSignIn, hostileWorkbookUploads } from './hostile-attackers.ts';
import { watchServer, type ServerWatch } from './server-watch.ts';
import { signInBenchAccount, type BenchSession } from './bench-sign-in.ts';

type Summary = { p50: number; p95: number; runs: number };

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: nearestRank(sorted, 50), p95: nearestRank(sorted, 95), runs: sorted.length };
}

/** What an attacker got: 2xx, 429, any other 4xx, and 5xx or no answer at all. */
type AttackerCounts = {
  answered: number;
  refused: number;
  rejected: number;
  failed: number;
  perSecond: number;
};

/**
 * How one attack went: the victim's dashboard while it ran, what the attacker got, and the
 * server's liveness and memory meanwhile.
 */
type AttackResult = {
  label: string;
  /** A hostile-input attack, whose liveness and memory bounds are headline figures. */
  hostile: boolean;
  victim: Summary;
  attacker: AttackerCounts;
  server: ServerWatch;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This month, as the dashboard opens on it. */
function thisMonth(): { startDate: string; endDate: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

/** The longest range `days` long a route takes, ending this month, as a query string. */
function longestRange(days: number): string {
  const { endDate } = thisMonth();
  const start = new Date(`${endDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return new URLSearchParams({ startDate: start.toISOString().slice(0, 10), endDate }).toString();
}

/**
 * `loops` parallel loops, loop `i` sending `requestOf(i)` until `until`: each sends its next
 * request when the last one answered, and after a 429 waits as long as Retry-After says (as a
 * browser's retry would; one that ignored it would meet the per-user limit of RATE_LIMIT_MAX
 * instead).
 */
async function attack(
  loops: number,
  until: number,
  requestOf: (loop: number) => () => Promise<Response>,
): Promise<AttackerCounts> {
  const counts = { answered: 0, refused: 0, rejected: 0, failed: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      const request = requestOf(loop);
      while (performance.now() < until) {
        try {
          const response = await request();
          await response.arrayBuffer();
          if (response.status === 429) {
            counts.refused += 1;
            const retryAfterMs = Number(response.headers.get('retry-after') ?? '1') * 1000;
            await sleep(Math.max(0, Math.min(retryAfterMs, until - performance.now())));
          } else if (response.ok) counts.answered += 1;
          else if (response.status < 500) counts.rejected += 1;
          else counts.failed += 1;
        } catch {
          counts.failed += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = counts.answered + counts.refused + counts.rejected + counts.failed;
  return { ...counts, perSecond: sent / seconds };
}

/** The victim's own dashboard cards, one request every `everyMs` until `until`. */
async function victimSamples(base: string, victim: BenchSession, until: number): Promise<Summary> {
  const query = new URLSearchParams(thisMonth()).toString();
  const samples: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/metrics/users/${victim.userId}?${query}`, {
      headers: { authorization: `Bearer ${victim.token}`, 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`victim's dashboard: ${response.status}`);
    samples.push(performance.now() - started);
    await sleep(100);
  }
  return summarize(samples);
}

/** An API key of the admin's with only the `import` scope, as an integration would hold. */
async function importKey(base: string, admin: BenchSession): Promise<string> {
  const response = await fetch(`${base}/api/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Attacker bench ${Date.now()}`, scopes: ['import'] }),
  });
  if (!response.ok) throw new Error(`creating an import key: ${response.status}`);
  return ((await response.json()) as { data: { key: string } }).data.key;
}

/**
 * Each attack runs for `seconds`; the victim's figures are the cards of their own dashboard
 * for this month, one request every 100 ms.
 */
async function attackerAndVictim(
  base: string,
  seconds: number,
  serverPid: number | undefined,
): Promise<AttackResult[]> {
  const admin = await signInBenchAccount(base, 'admin@bench.test');
  const manager = await signInBenchAccount(base, 'manager@bench.test');
  const closer = await signInBenchAccount(base, 'closer@bench.test');
  const victim = await signInBenchAccount(base, 'setter@bench.test');
  const auth = (session: BenchSession) => ({
    authorization: `Bearer ${session.token}`,
    'accept-encoding': 'br, gzip',
  });
  const products = (await (
    await fetch(`${base}/api/products`, { headers: auth(manager) })
  ).json()) as { data: { product_id: number }[] };
  const productId = products.data[0]?.product_id;
  const link = (await (
    await fetch(`${base}/api/shares`, {
      method: 'POST',
      headers: { ...auth(manager), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'product', resource_id: productId }),
    })
  ).json()) as { data: { token: string } };
  const teamRange = longestRange(longestRangeDays.team);
  const dashboardRange = longestRange(longestRangeDays.dashboard);
  const key = await importKey(base, admin);
  const workbookLoops = await Promise.all(
    Array.from({ length: 4 }, (_, loop) => hostileWorkbookUploads(base, key, loop * 3)),
  );

  type Attack = {
    label: string;
    loops: number;
    hostile?: boolean;
    requestOf: (loop: number) => () => Promise<Response>;
  };
  const attacks: Attack[] = [
    {
      label: `20 loops of one manager’s /metrics/team/products, ${longestRangeDays.team} days, is_active=0,1`,
      loops: 20,
      requestOf: () => () =>
        fetch(`${base}/api/metrics/team/products?${teamRange}&is_active=0,1`, {
          headers: auth(manager),
        }),
    },
    {
      label: '20 loops of an anonymous product link paging outbound records, search=ca&page=900',
      loops: 20,
      requestOf: () => () =>
        fetch(`${base}/api/outbound-records/products/${productId}?search=ca&page=900`, {
          headers: { 'x-share-token': link.data.token, 'accept-encoding': 'br, gzip' },
        }),
    },
    {
      label: `60 loops of one closer’s own transactions CSV, ${longestRangeDays.dashboard} days`,
      loops: 60,
      requestOf: () => () =>
        fetch(`${base}/api/transactions/users/${closer.userId}/download?${dashboardRange}`, {
          headers: auth(closer),
        }),
    },
    {
      label:
        '20 loops of anonymous sign-ins whose 40 KB body nests 20,000 deep, each from its own address',
      loops: 20,
      hostile: true,
      requestOf: (loop) => deepJsonSignIn(base, loop),
    },
    {
      label:
        '4 loops of an `import`-scoped API key uploading the hostile-file corpus (zip bombs, giant shared strings, deep XML, 300k columns…)',
      loops: 4,
      hostile: true,
      requestOf: (loop) => workbookLoops[loop] ?? (() => Promise.reject(new Error('no loop'))),
    },
  ];

  const results: AttackResult[] = [];
  const quiet = performance.now() + seconds * 1000;
  const [quietVictim, quietServer] = await Promise.all([
    victimSamples(base, victim, quiet),
    watchServer(base, serverPid, quiet),
  ]);
  results.push({
    label: 'no attack',
    hostile: false,
    victim: quietVictim,
    attacker: { answered: 0, refused: 0, rejected: 0, failed: 0, perSecond: 0 },
    server: quietServer,
  });
  for (const { label, loops, hostile, requestOf } of attacks) {
    const until = performance.now() + seconds * 1000;
    // The victim and the watch start once the attack is under way.
    const attacker = attack(loops, until, requestOf);
    await sleep(1_000);
    const [victimFigures, server] = await Promise.all([
      victimSamples(base, victim, until),
      watchServer(base, serverPid, until),
    ]);
    results.push({
      label,
      hostile: hostile ?? false,
      victim: victimFigures,
      attacker: await attacker,
      server,
    });
  }
  return results;
}

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'server-pid': { type: 'string' },
    seconds: { type: 'string', default: '20' },
  },
});
const base = values['base-url'];
if (!base?.startsWith('http://127.0.0.1:')) {
  throw new Error('--base-url http://127.0.0.1:<port> of a server on a `--large` dataset');
}
const serverPid = values['server-pid'] === undefined ? undefined : Number(values['server-pid']);
const results = await attackerAndVictim(base, Number(values.seconds), serverPid);
console.log(
  `\n| attacker and victim (\`npm run bench -- --large <dir>\`, ${new Date().toISOString().slice(0, 10)}) | victim's dashboard | /health/live, server RSS | attacker |\n| --- | --- | --- | --- |`,
);
const worst = (samples: number[]) => Math.max(0, ...samples);
for (const { label, victim, attacker, server } of results) {
  const met = victim.p95 < 250 ? 'met' : 'missed';
  const rss = server.peakRssMb === null ? 'RSS not read' : `peak ${server.peakRssMb.toFixed(0)} MB`;
  console.log(
    `| ${label} | p50 ${victim.p50.toFixed(0)} ms · p95 ${victim.p95.toFixed(0)} ms · ${victim.runs} requests (target p95 < 250 ms: ${met}) | worst ${worst(server.liveMs).toFixed(0)} ms of ${server.liveMs.length} · ${rss} | ${attacker.answered} answered, ${attacker.rejected} × 4xx, ${attacker.refused} × 429, ${attacker.failed} × 5xx or no answer, ${attacker.perSecond.toFixed(1)} req/s |`,
  );
}
printHeadlineFigure({
  figure: "a person's dashboard while another account attacks, worst p95 (benchmark dataset)",
  target: '< 250 ms',
  now: msAgainst(Math.max(...results.map((r) => r.victim.p95)), 250),
  command: '`npm run bench -- --large <dir>`',
});
const hostile = results.filter((result) => result.hostile);
const failed = hostile.reduce((sum, result) => sum + result.attacker.failed, 0);
printHeadlineFigure({
  figure:
    '/health/live while deep JSON and hostile workbooks attack, worst round trip (benchmark dataset)',
  target: '< 200 ms, no 5xx',
  now: `${msAgainst(worst(hostile.flatMap((result) => result.server.liveMs)), 200)}, ${failed} × 5xx or no answer`,
  command: '`npm run bench -- --large <dir>`',
});
const peaks = hostile.flatMap((result) =>
  result.server.peakRssMb === null ? [] : [result.server.peakRssMb],
);
if (peaks.length > 0) {
  const peak = Math.max(...peaks);
  printHeadlineFigure({
    figure: 'server RSS while deep JSON and hostile workbooks attack, peak (benchmark dataset)',
    target: '< 500 MB',
    now: `${peak.toFixed(0)} MB ${peak < 500 ? '✓' : '✗'}`,
    command: '`npm run bench -- --large <dir>`',
  });
}
