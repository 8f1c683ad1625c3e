// `npm run bench:metrics -- --data-dir <dir>`: p50/p95 of the metrics service on the
// benchmark dataset (`npm run seed -- --large --data-dir <dir>`), in process on the embedded
// engine, for one user and one product (as the manager and as the admin), a month and a year.
// Timings are wall-clock on this machine: compare runs on the same machine only.
import { createMetricsService } from '../modules/metrics/service.ts';
import type { ScopeSubject } from '../domain/metrics/index.ts';
import { openBenchDataset, timeRuns, warmUp } from './bench-dataset.ts';
import { msAgainst, printHeadlineFigure } from './headline-figure.ts';

const { database, runs, admin, manager, closer, productId, month, year } = await openBenchDataset();
const service = createMetricsService(database);

const cases: [string, typeof admin, ScopeSubject][] = [
  ['user (closer)', admin, { kind: 'user', userId: closer.userId }],
  ['product as manager (team)', manager, { kind: 'product', productId }],
  ['product as admin (organization)', admin, { kind: 'product', productId }],
];
const ranges = [
  ['month', month],
  ['year', year],
] as const;
await warmUp(
  cases.flatMap(([, viewer, subject]) =>
    ranges.map(
      ([, range]) =>
        () =>
          service.metrics(viewer, subject, range),
    ),
  ),
);
process.stdout.write(
  `| metrics (${runs} runs each, after a warm-up pass of every case) | range | p50 | p95 |\n| --- | --- | --- | --- |\n`,
);
const slowest = { month: 0, year: 0 };
for (const [label, viewer, subject] of cases) {
  for (const [name, range] of ranges) {
    const { p50, p95 } = await timeRuns(runs, () => service.metrics(viewer, subject, range));
    slowest[name] = Math.max(slowest[name], p95);
    process.stdout.write(
      `| ${label} | ${name} ${range.startDate}…${range.endDate} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |\n`,
    );
  }
}
for (const [name, target] of [
  ['month', 20],
  ['year', 40],
] as const) {
  printHeadlineFigure({
    figure: `metrics of a person or a product, slowest p95 of a ${name} (benchmark dataset)`,
    target: `< ${target} ms`,
    now: msAgainst(slowest[name], target),
    command: '`npm run bench -- --large <dir>`',
  });
}
await database.close();
