import type { Database } from './client.ts';

/** The tables the rollup triggers keep (migrations 0008–0012 and 0018, repeatable/triggers/). */
export const rollupTables = [
  'deal_rollups',
  'transaction_count_rollups',
  'commission_rollups',
  'call_rollups',
  'call_pair_rollups',
  'outbound_rollups',
  'person_rollups',
  'cohort_rollups',
  'cohort_call_pair_rollups',
] as const;

/** The record tables whose statement triggers add to the day rollups. */
const recordTables = ['transactions', 'commission_splits', 'appointments', 'outbound_records'];
/** The day rollups whose statement triggers add to the person rows. */
const dayRollupTables = ['deal_rollups', 'commission_rollups', 'call_rollups', 'outbound_rollups'];

/** Every rollup trigger as `[table, trigger]`. */
const rollupTriggers = [
  ...[
    ...recordTables.map((table) => [table, 'metric_rollups'] as const),
    ...dayRollupTables.map((table) => [table, 'person_rollups'] as const),
    ...[...dayRollupTables, 'call_pair_rollups'].map((table) => [table, 'cohort_rollups'] as const),
  ].flatMap(([table, prefix]) =>
    ['insert', 'update', 'delete'].map((operation) => [table, `${prefix}_${operation}`] as const),
  ),
  ['users', 'cohort_rollups_people'] as const,
];

async function setRollupTriggers(database: Database, state: 'ENABLE' | 'DISABLE'): Promise<void> {
  await database.exec(
    rollupTriggers
      .map(([table, trigger]) => `ALTER TABLE "${table}" ${state} TRIGGER "${trigger}";`)
      .join('\n'),
  );
}

/**
 * Turns the rollup triggers off for a bulk load of one organization; the function it returns
 * turns them back on. In between, rows written have no rollups until
 * `rebuild_metric_rollups(organization)` computes them once from the records. The triggers
 * add each statement's rows to the rollups as an upsert, so the large seed's load in chunks
 * left a version of most rollup rows per chunk (135 MB of rollups holding 47 MB of live rows)
 * and paid for every upsert; the rebuild writes each row once, in key order.
 *
 * Only while nothing else writes: `ALTER TABLE … DISABLE TRIGGER` holds for every
 * connection. The large seed runs alone; an import into a running server keeps the triggers
 * and calls `compactRollups` afterwards.
 */
export async function pauseRollupTriggers(database: Database): Promise<() => Promise<void>> {
  await setRollupTriggers(database, 'DISABLE');
  return () => setRollupTriggers(database, 'ENABLE');
}

export type CompactOptions = {
  /** Called with each table's name and milliseconds once it is done. */
  onTable?: (table: string, milliseconds: number) => void;
};

/**
 * Leaves the rollup tables without dead rows and with fresh statistics, a table at a time:
 * call it after a bulk write (a seed, a spreadsheet import). On PGlite, `VACUUM FULL` rewrites
 * each table compactly (it has no autovacuum, and what a plain VACUUM frees stays in the
 * files); it blocks the server's one thread while it runs (≈ 1–2 s a table on the benchmark
 * dataset). On PostgreSQL a plain `VACUUM (ANALYZE)`: it takes no lock readers wait for, and
 * autovacuum keeps the tables after that.
 */
export async function compactRollups(
  database: Database,
  options: CompactOptions = {},
): Promise<void> {
  const command = database.kind === 'pglite' ? 'VACUUM (FULL, ANALYZE)' : 'VACUUM (ANALYZE)';
  for (const table of rollupTables) {
    const started = performance.now();
    await database.exec(`${command} "${table}"`);
    options.onTable?.(table, Math.round(performance.now() - started));
  }
}
