// `npm run bench:leaderboard -- --data-dir <dir>`: p50/p95 of the whole leaderboard (every
// category) on the benchmark dataset, a month and a year, for everyone and for the Closers, as
// a closer (every member reads the same board). In process on the embedded engine; timings are
// wall-clock on this machine: compare runs on the same machine only.
import { leaderboardQuerySchema } from '@salesdash/api-contract';
import { createLeaderboardService } from '../modules/metrics/leaderboard/service.ts';
import { openBenchDataset, timeRuns, warmUp } from './bench-dataset.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';

const { database, runs, admin, closer, month, year } = await openBenchDataset();
const service = createLeaderboardService(database);
const [closerRole] = await database.query<{ role_id: number }>(
  "SELECT role_id FROM roles WHERE organization_id = $1 AND role_title = 'Closer'",
  [admin.organizationId],
);

const cases = (
  [
    ['month', month, 20],
    ['year', year, 100],
  ] as const
).flatMap(([rangeName, range, target]) =>
  (
    [
      ['everyone', {}],
      ['role Closer', { role: String(closerRole?.role_id ?? 0) }],
    ] as const
  ).map(([who, filters]) => {
    const query = leaderboardQuerySchema.parse({ ...range, ...filters });
    return {
      label: `leaderboard, ${who}`,
      range: `${rangeName} ${range.startDate}…${range.endDate}`,
      target,
      run: () => service.board(closer, query),
    };
  }),
);

await warmUp(cases.map((entry) => entry.run));
process.stdout.write(
  `| leaderboard, every category (${runs} runs each, after a warm-up pass, as a closer) | range | p50 | p95 | target p95 |\n| --- | --- | --- | --- | --- |\n`,
);
const slowest = new Map<number, number>();
for (const { label, range, target, run } of cases) {
  const { p50, p95 } = await timeRuns(runs, run);
  slowest.set(target, Math.max(slowest.get(target) ?? 0, p95));
  process.stdout.write(
    `| ${label} | ${range} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | < ${target} ms ${p95 < target ? '✓' : '✗'} |\n`,
  );
}
for (const [target, p95] of slowest) {
  printHeadlineFigure({
    figure: `leaderboard, slowest p95 of the ${target < 100 ? 'month' : 'year'} cases (benchmark dataset)`,
    target: `< ${target} ms`,
    now: msAgainst(p95, target),
    command: '`npm run bench -- --large <dir>`',
  });
}
await database.close();
