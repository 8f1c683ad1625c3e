import type { Database } from './client.ts';

/** A table's churn since its last vacuum and analyze, as PostgreSQL counts it. */
type TableChurn = { table: string; live: number; dead: number; modified: number };

/** What a run did to one table, for the log. */
export type VacuumedTable = TableChurn & { milliseconds: number };

export type MaintenanceTask = {
  /**
   * Vacuums and analyzes, a table at a time, each table autovacuum would pick; stops early
   * when `isQuiet` turns false or the task is stopped. Resolves to what it did.
   */
  runOnce(): Promise<VacuumedTable[]>;
  /** No table is started after this; resolves once the one running (if any) is done. */
  stop(): Promise<void>;
};

export type MaintenanceTaskOptions = {
  database: Database;
  /** Whether the server has been quiet long enough for the next table. */
  isQuiet: () => boolean;
  log?: (table: VacuumedTable) => void;
};

/**
 * PostgreSQL's autovacuum rules with its default settings: vacuum once dead rows pass 50 +
 * 20 % of the live ones, analyze once changed rows pass 50 + 10 %.
 */
const needsWork = ({ live, dead, modified }: TableChurn) =>
  dead > 50 + 0.2 * live || modified > 50 + 0.1 * live;

/**
 * Autovacuum for the embedded engine, which has none (PGlite runs PostgreSQL single-user).
 * Without it the tables every write touches (the rollups, upserted by triggers) keep their
 * dead rows and the planner its stale statistics. `VACUUM (ANALYZE)` runs a table at a time,
 * at background query priority (db/query-priority.ts), and only while the server is quiet:
 * VACUUM runs on PGlite's one thread and blocks every request for as long as it takes (≈ 0.1
 * s for a rollup table with a day's writes, seconds for a million-row record table).
 */
export function createMaintenanceTask(options: MaintenanceTaskOptions): MaintenanceTask {
  const { database } = options;
  let stopped = false;
  let running: Promise<VacuumedTable[]> | undefined;

  const churn = async (): Promise<TableChurn[]> => {
    // PGlite's backend sends its table counters to the statistics only now and then.
    await database.query('SELECT pg_stat_force_next_flush()');
    return database.query<TableChurn>(
      `SELECT relname AS table, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
         n_mod_since_analyze::float8 AS modified
       FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY n_dead_tup DESC, relname`,
    );
  };

  const run = async (): Promise<VacuumedTable[]> => {
    const done: VacuumedTable[] = [];
    for (const table of (await churn()).filter(needsWork)) {
      if (stopped || !options.isQuiet()) break;
      const started = performance.now();
      await (database.priority?.inBackground(() =>
        database.query(`VACUUM (ANALYZE) "${table.table}"`),
      ) ?? database.query(`VACUUM (ANALYZE) "${table.table}"`));
      const vacuumed = { ...table, milliseconds: Math.round(performance.now() - started) };
      options.log?.(vacuumed);
      done.push(vacuumed);
    }
    return done;
  };

  return {
    runOnce() {
      if (stopped) return Promise.resolve([]);
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}
