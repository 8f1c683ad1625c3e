// `npm run bench:maintenance -- --data-dir <dir>`: what a person's dashboard waits while the
// embedded engine's maintenance task (db/maintenance-task.ts) vacuums the benchmark dataset's
// largest tables. The task starts a table only once the server has been quiet
// (MAINTENANCE_QUIET_SECONDS), so no request is ahead of its VACUUM; but VACUUM holds PGlite's one
// thread, and a request arriving meanwhile waits for the rest of it. Per table: its
// `VACUUM (ANALYZE)` as the task runs it, and a closer's month (a first view) asked for the moment
// it starts, the longest any request waits; arriving later in the VACUUM, a request waits less
// (p95 of arrivals spread over it ≈ 95 % of this). In process on the embedded engine.
import { createMetricsService } from '../modules/metrics/service.ts';
import { openBenchDataset } from './bench-dataset.ts';

const { database, closer, month } = await openBenchDataset();
if (database.kind !== 'pglite') throw new Error('the maintenance task runs on PGlite only');
const service = createMetricsService(database);
const subject = { kind: 'user', userId: closer.userId } as const;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
let shift = 0;
/** Milliseconds of one first view of the closer's month: the range a day earlier each time. */
async function victim(): Promise<number> {
  shift += 1;
  const started = performance.now();
  await service.metrics(closer, subject, {
    startDate: dayBefore(month.startDate, shift),
    endDate: dayBefore(month.endDate, shift),
  });
  return performance.now() - started;
}

const alone: number[] = [];
for (let run = 0; run < 20; run += 1) alone.push(await victim());
alone.sort((a, b) => a - b);
const largest = await database.query<{ table: string; mb: number }>(
  `SELECT relname AS table, (pg_total_relation_size(relid) / 1048576)::int AS mb
   FROM pg_stat_user_tables WHERE schemaname = 'public'
   ORDER BY pg_total_relation_size(relid) DESC LIMIT 8`,
);
process.stdout.write(
  `A closer's month alone: p50 ${alone[10]?.toFixed(1)} ms, max ${alone.at(-1)?.toFixed(1)} ms\n\n` +
    '| table (size) | VACUUM (ANALYZE) | the dashboard asked for as it starts |\n| --- | --- | --- |\n',
);
let worst = 0;
for (const { table, mb } of largest) {
  const started = performance.now();
  const vacuum = database
    .query(`VACUUM (ANALYZE) "${table}"`)
    .then(() => performance.now() - started);
  const waited = await victim();
  worst = Math.max(worst, waited);
  process.stdout.write(
    `| ${table} (${mb} MB) | ${((await vacuum) / 1000).toFixed(2)} s | ${(waited / 1000).toFixed(2)} s |\n`,
  );
}
process.stdout.write(`\nLongest wait: ${(worst / 1000).toFixed(2)} s\n`);
await database.close();
