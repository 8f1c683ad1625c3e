// `npm run bench:leaderboard -- --data-dir <dir>`: p50/p95 of the leaderboard (every category's
// first ten, the caller's entry, the count) on the benchmark dataset, a month and a year, for
// everyone and for the Closers, as a closer (every member reads the same board), and a page of
// "Show all". Each case twice: ranked on every request ("ranked", as on PostgreSQL or after a
// write) and as the embedded server answers between writes ("kept", board-cache.ts). The
// headline is the ranked figure. In process on the embedded engine; timings are wall-clock on
// this machine: compare runs on the same machine only.
import { leaderboardPageQuerySchema, leaderboardQuerySchema } from '@salesdash/api-contract';
import { createLeaderboardService } from '../modules/metrics/users/leaderboard/service.ts';
import { openBenchDataset, timeRuns, warmUp } from './bench-dataset.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';

const { database, runs, admin, closer, month, year } = await openBenchDataset();
const services = {
  ranked: await createLeaderboardService(database, { keepBoards: false }),
  kept: await createLeaderboardService(database),
};
const reader = { viewer: closer, callerId: closer.userId };
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
      ['everyone, Show all of Calls Made, page 3 of 25', { page: '3', limit: '25' }],
    ] as const
  ).flatMap(([who, filters]) =>
    (['ranked', 'kept'] as const).map((how) => {
      const service = services[how];
      const run =
        'page' in filters
          ? () =>
              service.page(
                reader,
                'callsMade',
                leaderboardPageQuerySchema.parse({ ...range, ...filters }),
              )
          : () => service.board(reader, leaderboardQuerySchema.parse({ ...range, ...filters }));
      return {
        label: `leaderboard, ${who} (${how})`,
        range: `${rangeName} ${range.startDate}…${range.endDate}`,
        target,
        headline: how === 'ranked',
        run,
      };
    }),
  ),
);

await warmUp(cases.map((entry) => entry.run));
process.stdout.write(
  `| leaderboard, every category's first ten (${runs} runs each, after a warm-up pass, as a closer) | range | p50 | p95 | target p95 |\n| --- | --- | --- | --- | --- |\n`,
);
const slowest = new Map<number, number>();
for (const { label, range, target, headline, run } of cases) {
  const { p50, p95 } = await timeRuns(runs, run);
  if (headline) slowest.set(target, Math.max(slowest.get(target) ?? 0, p95));
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
await services.kept.close();
await database.close();
