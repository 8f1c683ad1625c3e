import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from '../db/client.ts';
import { rollupsEqualRebuild } from '../db/rollup-fingerprint.ts';
import { rollupTables } from '../db/rollup-maintenance.ts';
import { seedLargeData, type LargeSeedProgress } from './large-seed.ts';

const now = new Date('2026-11-23T15:30:00Z');
const counts = { users: 20, transactions: 2_000, appointments: 2_000, outboundRecords: 4_000 };

/** An empty, migrated database: PGlite in memory, or the PostgreSQL of DATABASE_URL emptied. */
const fresh = openTestDatabase;

async function schemaShape(database: Database): Promise<string[]> {
  const rows = await database.query<{ item: string }>(
    `SELECT indexdef AS item FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE contype = 'f'
     ORDER BY 1`,
  );
  return rows.map((row) => row.item);
}

async function fingerprint(database: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of [
    'users',
    'product_employees',
    'transactions',
    'appointments',
    'outbound_records',
    'commission_splits',
    'adjustments',
  ]) {
    const columns =
      table === 'users'
        ? 'user_id, email, access, role_id, manager_id'
        : table === 'adjustments'
          ? 'user_id, adjustment_date, amount_cents'
          : '*';
    const rows = await database.query<{ hash: string; count: number }>(
      `SELECT count(*)::int AS count, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash FROM (SELECT ${columns} FROM ${table}) r`,
    );
    result[table] = `${rows[0]?.count}:${rows[0]?.hash}`;
  }
  return result;
}

describe('seedLargeData (small scale)', () => {
  let database: Database;
  let shapeBefore: string[];
  const events: LargeSeedProgress[] = [];
  let rows: Record<string, number> = {};

  beforeAll(async () => {
    database = await fresh();
    shapeBefore = await schemaShape(database);
    const result = await seedLargeData(database, {
      counts,
      now,
      chunkSize: 700,
      onProgress: (event) => events.push(event),
    });
    expect(result.seeded).toBe(true);
    rows = result.rows;
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('writes the requested counts', async () => {
    const [row] = await database.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM transactions)::int AS transactions,
              (SELECT count(*) FROM appointments)::int AS appointments, (SELECT count(*) FROM outbound_records)::int AS outbound`,
    );
    expect(row).toEqual({ users: 20, transactions: 2_000, appointments: 2_000, outbound: 4_000 });
    expect(rows).toMatchObject({
      users: 20,
      transactions: 2_000,
      appointments: 2_000,
      outbound_records: 4_000,
    });
    expect(rows['commission_splits']).toBeGreaterThan(2_000);
  });

  it('reports progress per chunk and phase', () => {
    const transactions = events.filter((event) => event.phase === 'transactions');
    expect(transactions.map((event) => event.done)).toEqual([0, 700, 1_400, 2_000]);
    expect(new Set(events.map((event) => event.phase))).toEqual(
      new Set([
        'transactions',
        'appointments',
        'outbound_records',
        'commission_splits',
        'rollups',
        'indexes and foreign keys',
      ]),
    );
  });

  it('puts back every index and foreign key it dropped for the load', async () => {
    expect(await schemaShape(database)).toEqual(shapeBefore);
  });

  it('is a no-op the second time', async () => {
    const again = await seedLargeData(database, { counts, now });
    expect(again.seeded).toBe(false);
  });

  it('has fixed sign-ins, managers with teams and everyone on product teams', async () => {
    const users = await database.query<{
      email: string;
      access: number;
      manager_id: number | null;
    }>('SELECT email, access, manager_id FROM users');
    expect(users.filter((user) => user.email.endsWith('@bench.test'))).toHaveLength(20);
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@bench.test',
        'manager@bench.test',
        'closer@bench.test',
        'setter@bench.test',
      ]),
    );
    expect(
      users.filter((user) => user.access === 4).every((user) => user.manager_id !== null),
    ).toBe(true);
  });

  it('keeps data in the 18-month window, no transaction in the future, realistic show rate', async () => {
    const [span] = await database.query<{
      first: string;
      last: string;
      taken: number;
      no_show: number;
      future_calls: number;
    }>(
      `SELECT (SELECT min(transaction_date)::text FROM transactions) AS first, (SELECT max(transaction_date)::text FROM transactions) AS last,
              (SELECT count(*) FILTER (WHERE appointment_status = 'taken') FROM appointments)::int AS taken,
              (SELECT count(*) FILTER (WHERE appointment_status = 'no_show') FROM appointments)::int AS no_show,
              (SELECT count(*) FILTER (WHERE call_date > $1 AND appointment_status = 'scheduled') FROM appointments)::int AS future_calls`,
      [now.toISOString()],
    );
    expect(span?.first).toMatch(/^2025-05-2/);
    expect((span?.last ?? '') <= '2026-11-23').toBe(true);
    expect((span?.last ?? '') >= '2026-11-01').toBe(true);
    const showRate = (span?.taken ?? 0) / ((span?.taken ?? 0) + (span?.no_show ?? 1));
    expect(showRate).toBeGreaterThan(0.6);
    expect(showRate).toBeLessThan(0.8);
    expect(span?.future_calls).toBeGreaterThan(0);
  });

  it('splits approved transactions at the role rate and nets refunds to zero', async () => {
    const wrong = await database.query(
      `SELECT s.commission_split_id FROM commission_splits s JOIN transactions t USING (transaction_id)
       JOIN users u ON u.user_id = s.user_id
       LEFT JOIN product_employees pe ON pe.product_id = t.product_id AND pe.user_id = s.user_id
       JOIN roles r ON r.role_id = coalesce(pe.role_id, u.role_id)
       WHERE s.kind = 'earned' AND (s.rate <> r.commission / 100 OR s.amount_cents <> round(t.amount_cents * s.rate)
         OR t.transaction_status NOT IN ('approved', 'refunded'))`,
    );
    expect(wrong).toEqual([]);
    const [missing] = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM transactions t WHERE t.transaction_status = 'approved'
       AND NOT EXISTS (SELECT 1 FROM commission_splits s WHERE s.transaction_id = t.transaction_id)`,
    );
    expect(missing?.count).toBe(0);
    const refunds = await database.query<{ net: string }>(
      `SELECT sum(s.amount_cents)::text AS net FROM commission_splits s JOIN transactions t USING (transaction_id)
       WHERE t.transaction_status = 'refunded' GROUP BY t.transaction_id`,
    );
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((refund) => refund.net === '0')).toBe(true);
  });

  it('turns the rollup triggers back on', async () => {
    const off = await database.query<{ name: string }>(
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgenabled = 'D'`,
    );
    expect(off).toEqual([]);
  });

  it('writes the rollups compactly: VACUUM FULL finds nothing to take back', async () => {
    const sizes = async () =>
      database.query<{ table: string; pages: number }>(
        `SELECT t AS table, (pg_relation_size(t::regclass) / 8192)::int AS pages FROM unnest($1::text[]) AS t ORDER BY t`,
        [[...rollupTables]],
      );
    const written = await sizes();
    expect(written.every((table) => table.pages > 0)).toBe(true);
    for (const table of rollupTables) await database.exec(`VACUUM FULL "${table}"`);
    expect(await sizes()).toEqual(written);
  });

  it('leaves the rollups equal to a rebuild', async () => {
    const { kept, rebuilt } = await rollupsEqualRebuild(database);
    expect(Number(kept['call_pair_rollups']?.split(':')[0])).toBeGreaterThan(0);
    expect(Number(kept['transaction_count_rollups']?.split(':')[0])).toBeGreaterThan(0);
    expect(Number(kept['person_rollups']?.split(':')[0])).toBeGreaterThan(0);
    expect(rebuilt).toEqual(kept);
  });

  it('is deterministic for the same counts and now', async () => {
    const first = await fingerprint(database);
    // On PostgreSQL this empties the one shared database: this test comes last.
    const second = await fresh();
    try {
      await seedLargeData(second, { counts, now, chunkSize: 700 });
      expect(await fingerprint(second)).toEqual(first);
    } finally {
      await second.close();
    }
  }, 60_000);
});
