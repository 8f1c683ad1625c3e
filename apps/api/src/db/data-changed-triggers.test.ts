import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('data_changed triggers', () => {
  it('are on every table, so the embedded caches hear of every write (add one with each new table)', async () => {
    const missing = await database.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
         AND NOT EXISTS (
           SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
           WHERE t.tgrelid = c.oid AND p.proname = 'notify_data_changed' AND NOT t.tgisinternal
         )
       ORDER BY 1`,
    );
    expect(missing).toEqual([]);
    const [count] = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(count?.n).toBeGreaterThan(10);
  });

  it('announce a committed write, and nothing for a rolled-back one', async (context) => {
    // PostgreSQL's signal is postgres-changes.ts's (its own tests).
    if (database.kind !== 'pglite') context.skip();
    let heard = 0;
    const stop = await database.listen?.('data_changed', () => (heard += 1));
    try {
      await database.query("INSERT INTO organizations (name) VALUES ('Heard')");
      expect(heard).toBe(1);
      await database.exec("BEGIN; UPDATE organizations SET name = 'Unheard'; ROLLBACK;");
      expect(heard).toBe(1);
      await database.exec('TRUNCATE organizations CASCADE');
      expect(heard).toBe(2);
    } finally {
      await stop?.();
    }
  });
});
