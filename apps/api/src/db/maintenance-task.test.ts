import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';
import { createMaintenanceTask, type VacuumedTable } from './maintenance-task.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.exec(`
    INSERT INTO organizations (name, seats) VALUES ('Churn', 10);
    INSERT INTO redirects (from_path, to_path) SELECT '/old/' || n, '/' FROM generate_series(1, 2000) AS n;`);
}, 60_000);

afterAll(async () => {
  await database.close();
});

const lastVacuum = async (table: string) => {
  await database.query('SELECT pg_stat_force_next_flush()');
  const [row] = await database.query<{ at: string | null; dead: number }>(
    'SELECT last_vacuum::text AS at, n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return row;
};

/** Leaves `redirects` with as many dead rows as live ones. */
const churn = () => database.query("UPDATE redirects SET to_path = to_path || 'x'");

// PostgreSQL has autovacuum: the server runs the task only on PGlite (plugins/maintenance.ts),
// but what it does is the same on both engines.
describe('the maintenance task', () => {
  it('vacuums and analyzes, a table at a time, the tables autovacuum would pick, and logs each', async () => {
    await churn();
    const logged: VacuumedTable[] = [];
    const task = createMaintenanceTask({
      database,
      isQuiet: () => true,
      log: (t) => logged.push(t),
    });
    const done = await task.runOnce();
    expect(done.map((table) => table.table)).toContain('redirects');
    expect(done.find((table) => table.table === 'redirects')).toMatchObject({ dead: 2000 });
    expect(logged).toEqual(done);
    expect(await lastVacuum('redirects')).toMatchObject({ at: expect.any(String), dead: 0 });
    // Nothing changed since: nothing to do.
    expect(await task.runOnce()).toEqual([]);
  });

  it('waits while the server is busy', async () => {
    await churn();
    const task = createMaintenanceTask({ database, isQuiet: () => false });
    expect(await task.runOnce()).toEqual([]);
    expect((await lastVacuum('redirects'))?.dead).toBe(2000);
  });

  it('starts no table once stopped, and stop waits for the one running', async () => {
    await churn();
    await database.exec(
      "INSERT INTO organizations (name, seats) SELECT 'Org ' || n, 1 FROM generate_series(1, 200) AS n",
    );
    let tables = 0;
    const task = createMaintenanceTask({
      database,
      isQuiet: () => true,
      log: () => {
        tables += 1;
      },
    });
    const run = task.runOnce();
    await task.stop();
    expect(tables).toBeLessThanOrEqual(1);
    expect((await run).length).toBe(tables);
    expect(await task.runOnce()).toEqual([]);
  });
});
