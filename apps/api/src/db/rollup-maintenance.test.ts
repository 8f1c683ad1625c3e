import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';
import { compactRollups, pauseRollupTriggers, rollupTables } from './rollup-maintenance.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const [org] = await database.query<{ id: number }>(
    `INSERT INTO organizations (name, seats) VALUES ('Compact', 10) RETURNING organization_id AS id`,
  );
  const [user] = await database.query<{ id: number }>(
    `INSERT INTO users (organization_id, email, first_name, last_name, display_name, access)
     VALUES ($1, 'a@compact.test', 'A', 'Test', 'A', 4) RETURNING user_id AS id`,
    [org?.id],
  );
  const [product] = await database.query<{ id: number }>(
    `INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'P', 100000) RETURNING product_id AS id`,
    [org?.id],
  );
  // A deal and a dial a day for two years: a few thousand rollup rows.
  await database.query(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_status, transaction_date, customer_name)
     SELECT $1, $2, $3, 1000 + n, 'new', 'approved', DATE '2025-01-01' + n, 'Customer ' || n FROM generate_series(0, 729) AS n`,
    [org?.id, user?.id, product?.id],
  );
  await database.query(
    `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
     SELECT $1, $2, $3, 'call', true, 60, TIMESTAMPTZ '2025-01-01 15:00Z' + make_interval(days => n) FROM generate_series(0, 729) AS n`,
    [org?.id, user?.id, product?.id],
  );
}, 60_000);

afterAll(async () => {
  await database.close();
});

const pagesOf = async (table: string) => {
  const [row] = await database.query<{ pages: number }>(
    'SELECT (pg_relation_size($1::regclass) / 8192)::int AS pages',
    [table],
  );
  return row?.pages ?? 0;
};

/** Every rollup row, as text, in key order: what the metrics read. */
const contents = async () => {
  const result: Record<string, string> = {};
  for (const table of rollupTables) {
    const [row] = await database.query<{ rows: string }>(
      `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS rows FROM "${table}" r`,
    );
    result[table] = row?.rows ?? '';
  }
  return result;
};

describe('compactRollups', () => {
  it('takes back what an import written through the triggers left, keeping every row', async () => {
    // As an import does: updates through the triggers leave a dead version of rollup rows.
    for (let round = 0; round < 3; round += 1) {
      await database.query('UPDATE transactions SET amount_cents = amount_cents + 1');
      await database.query('UPDATE outbound_records SET duration_seconds = duration_seconds + 1');
    }
    const bloated = await pagesOf('deal_rollups');
    const before = await contents();
    const done: string[] = [];
    await compactRollups(database, { onTable: (table) => done.push(table) });
    expect(done).toEqual([...rollupTables]);
    expect(await contents()).toEqual(before);
    if (database.kind === 'pglite') expect(await pagesOf('deal_rollups')).toBeLessThan(bloated);
  });
});

describe('pauseRollupTriggers', () => {
  it('stops the rollups following writes until resumed', async () => {
    const total = async () => {
      const [row] = await database.query<{ cents: string }>(
        'SELECT coalesce(sum(new_cents + plan_cents), 0)::text AS cents FROM deal_rollups WHERE user_id = 0 AND product_id = 0',
      );
      return row?.cents;
    };
    const before = await total();
    const resume = await pauseRollupTriggers(database);
    try {
      await database.query(
        "UPDATE transactions SET amount_cents = amount_cents + 100 WHERE transaction_status = 'approved'",
      );
      expect(await total()).toBe(before);
    } finally {
      await resume();
    }
    await database.query('SELECT rebuild_metric_rollups(organization_id) FROM organizations');
    expect(await total()).not.toBe(before);
    await database.query(
      "UPDATE transactions SET amount_cents = amount_cents - 100 WHERE transaction_status = 'approved'",
    );
    expect(await total()).toBe(before);
  });
});
