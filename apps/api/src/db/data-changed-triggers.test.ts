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

  it('on a table with an organization, are scoped ones: one per event, reading the changed rows', async () => {
    const unscoped = await database.query<{ table: string }>(
      `SELECT c.table_name AS table FROM information_schema.columns c
       WHERE c.table_schema = 'public' AND c.column_name = 'organization_id'
         AND (SELECT count(*) FROM pg_trigger t JOIN pg_class r ON r.oid = t.tgrelid
              WHERE r.relname = c.table_name AND t.tgname IN
                ('data_changed_insert', 'data_changed_update', 'data_changed_delete')) <> 3
       ORDER BY 1`,
    );
    expect(unscoped).toEqual([]);
  });

  it('announce what a committed write changed, and nothing for a rolled-back one', async (context) => {
    // PostgreSQL's signal is postgres-changes.ts's (its own tests).
    if (database.kind !== 'pglite') context.skip();
    const heard: (string | undefined)[] = [];
    const stop = await database.listen?.('data_changed', (payload) => heard.push(payload));
    const organization = async (name: string) => {
      const [row] = await database.query<{ id: number }>(
        'INSERT INTO organizations (name) VALUES ($1) RETURNING organization_id AS id',
        [name],
      );
      return row?.id ?? 0;
    };
    try {
      const a = await organization('Heard A');
      const b = await organization('Heard B');
      // DISTINCT lists the ids in text order.
      const both = [String(a), String(b)].sort().join(',');
      heard.length = 0;
      const cases: [string, string[]][] = [
        [`INSERT INTO redirects (from_path, to_path) VALUES ('/heard', '/')`, ['redirects *']],
        [
          `UPDATE organizations SET name = name WHERE organization_id = ${a}`,
          [`organizations ${a}`],
        ],
        [
          `INSERT INTO products (organization_id, name) VALUES (${a}, 'P'), (${b}, 'P'), (${a}, 'Q')`,
          [`products ${both}`],
        ],
        // A row moved between organizations concerns both.
        [
          `UPDATE products SET organization_id = ${b} WHERE organization_id = ${a} AND name = 'Q'`,
          [`products ${both}`],
        ],
        // The cascade to product_employees (no organization of its own) concerns every one.
        [
          `DELETE FROM products WHERE organization_id = ${b}`,
          [`products ${b}`, 'product_employees *'],
        ],
        // A statement that changed no row says nothing.
        [`DELETE FROM products WHERE organization_id = -1`, []],
        ['BEGIN; UPDATE organizations SET name = name; ROLLBACK;', []],
      ];
      for (const [statement, expected] of cases) {
        heard.length = 0;
        await database.exec(statement);
        expect(heard, statement).toEqual(expected);
      }
      heard.length = 0;
      await database.exec('TRUNCATE organizations CASCADE');
      expect(heard).toContain('organizations *');
      expect(heard).toContain('users *');
    } finally {
      await stop?.();
    }
  });
});
