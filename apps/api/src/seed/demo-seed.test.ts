import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import type { Database } from '../db/client.ts';
import { buildDemoRows, seedDemoData, type DemoTable } from './demo-seed.ts';

const now = new Date('2026-11-23T15:30:00Z');
const today = '2026-11-23';

async function single<T>(database: Database, text: string, params: unknown[] = []): Promise<T> {
  const rows = await database.query<T>(text, params);
  const row = rows[0];
  if (row === undefined) throw new Error(`no row for ${text}`);
  return row;
}

describe('seedDemoData', () => {
  let generated: DemoTable[] | undefined;
  const generatedRows = (): DemoTable[] => (generated ??= buildDemoRows(now, 'hash'));
  let database: Database;

  beforeAll(async () => {
    // PGlite in memory, or the PostgreSQL of DATABASE_URL (`.ci/run`'s second pass) emptied.
    database = await openTestDatabase();
    const lines: string[] = [];
    await expect(seedDemoData(database, { now, log: (line) => lines.push(line) })).resolves.toEqual(
      { seeded: true },
    );
    expect(lines.join('\n')).toMatch(/Apex Growth Partners/);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('is a no-op once an organization exists', async () => {
    await expect(seedDemoData(database, { now })).resolves.toEqual({
      seeded: false,
    });
    expect(
      await single<{ count: number }>(database, 'SELECT count(*)::int AS count FROM organizations'),
    ).toEqual({ count: 1 });
  });

  it('generates the same rows for the same `now`, different ones for another day', () => {
    const digest = (tables: DemoTable[]): string =>
      createHash('sha256').update(JSON.stringify(tables)).digest('hex');
    const first = generatedRows();
    expect(digest(buildDemoRows(now, 'hash'))).toBe(digest(first));
    expect(digest(buildDemoRows(new Date('2026-11-24T15:30:00Z'), 'hash'))).not.toBe(digest(first));
  });

  it('writes exactly the generated rows', async () => {
    const tables = generatedRows();
    for (const { table, rows } of tables) {
      const counted = await single<{ count: number }>(
        database,
        `SELECT count(*)::int AS count FROM ${table}`,
      );
      expect({ table, count: counted.count }).toEqual({
        table,
        count: rows.length,
      });
    }
    const fingerprint = await single<{ total: string; days: string }>(
      database,
      `SELECT sum(amount_cents)::text AS total, md5(string_agg(transaction_date::text || transaction_status, ',' ORDER BY transaction_id)) AS days FROM transactions`,
    );
    const transactions = tables.find((table) => table.table === 'transactions')?.rows ?? [];
    expect(fingerprint.total).toBe(
      String(transactions.reduce((sum, row) => sum + Number(row[7]), 0)),
    );
    expect(fingerprint.days).toBe(
      createHash('md5')
        .update(transactions.map((row) => `${row[11]}${row[10]}`).join(','))
        .digest('hex'),
    );
  });

  it('creates the organization, sales roles and products', async () => {
    expect(await database.query('SELECT name, seats, timezone FROM organizations')).toEqual([
      { name: 'Apex Growth Partners', seats: 30, timezone: 'America/New_York' },
    ]);
    const roles = await database.query<{
      role_title: string;
      commission: string;
    }>('SELECT role_title, commission::text FROM roles ORDER BY role_id');
    expect(roles.map((role) => [role.role_title, Number(role.commission)])).toEqual([
      ['Closer', 10],
      ['Senior Closer', 12],
      ['Setter', 5],
      ['Manager', 2],
      ['Admin', 0],
    ]);
    const products = await database.query<{ name: string; price: string }>(
      'SELECT name, price_cents::text AS price FROM products ORDER BY product_id',
    );
    expect(products).toEqual([
      { name: 'Scale Accelerator', price: '800000' },
      { name: 'Inner Circle Mastermind', price: '1500000' },
      { name: 'Sales Foundations', price: '300000' },
    ]);
    const overrides = await single<{ count: number }>(
      database,
      `SELECT count(*)::int AS count FROM product_employees pe JOIN users u USING (user_id) WHERE pe.role_id <> u.role_id`,
    );
    expect(overrides.count).toBeGreaterThanOrEqual(1);
  });

  it('has the fixed sign-ins with their access levels, roles, team and flags', async () => {
    const users = await database.query<{
      email: string;
      access: number;
      role_title: string | null;
      manager_email: string | null;
      is_netrevenue_client: boolean;
      is_active: boolean;
      password_hash: string | null;
    }>(
      `SELECT u.email, u.access, r.role_title, m.email AS manager_email, u.is_netrevenue_client, u.is_active, u.password_hash
       FROM users u LEFT JOIN roles r ON r.role_id = u.role_id LEFT JOIN users m ON m.user_id = u.manager_id`,
    );
    expect(users.length).toBeGreaterThanOrEqual(22);
    expect(users.length).toBeLessThanOrEqual(30);
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('admin@demo.test')).toMatchObject({
      access: 2,
      is_active: true,
    });
    expect(byEmail.get('manager@demo.test')).toMatchObject({
      access: 3,
      role_title: 'Manager',
    });
    expect(byEmail.get('closer@demo.test')).toMatchObject({
      access: 4,
      role_title: 'Closer',
      manager_email: 'manager@demo.test',
    });
    expect(byEmail.get('setter@demo.test')).toMatchObject({
      access: 4,
      role_title: 'Setter',
      manager_email: 'manager@demo.test',
    });
    expect(byEmail.get('trial@demo.test')).toMatchObject({
      access: 4,
      is_netrevenue_client: false,
    });
    expect(users.filter((user) => !user.is_netrevenue_client).map((user) => user.email)).toEqual([
      'trial@demo.test',
    ]);
    expect(users.filter((user) => user.access === 3)).toHaveLength(2);
    expect(users.filter((user) => !user.is_active)).toHaveLength(1);
    const team = users.filter((user) => user.manager_email === 'manager@demo.test');
    expect(team.length).toBeGreaterThanOrEqual(8);
    expect(users.every((user) => /^[a-z.]+@demo\.test$/.test(user.email))).toBe(true);
    // One hash is reused for everyone: hashing is deliberately slow.
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(1);
    expect(users[0]?.password_hash).toBeTruthy();
  });

  it('shows rates near 70 % and closes near 25 % of taken calls', async () => {
    const stats = await single<{
      taken: number;
      no_show: number;
      cancelled: number;
      rescheduled: number;
      deals: number;
    }>(
      database,
      `SELECT count(*) FILTER (WHERE appointment_status = 'taken')::int AS taken,
              count(*) FILTER (WHERE appointment_status = 'no_show')::int AS no_show,
              count(*) FILTER (WHERE appointment_status = 'cancelled')::int AS cancelled,
              count(*) FILTER (WHERE appointment_status = 'rescheduled')::int AS rescheduled,
              (SELECT count(*)::int FROM transactions WHERE transaction_type = 'new') AS deals
       FROM appointments`,
    );
    const showRate = stats.taken / (stats.taken + stats.no_show);
    expect(showRate).toBeGreaterThan(0.6);
    expect(showRate).toBeLessThan(0.8);
    const closeRate = stats.deals / stats.taken;
    expect(closeRate).toBeGreaterThan(0.15);
    expect(closeRate).toBeLessThan(0.35);
    expect(stats.cancelled).toBeGreaterThan(0);
    expect(stats.rescheduled).toBeGreaterThan(0);
  });

  it('has future calls scheduled and a few past calls never updated', async () => {
    const calls = await single<{
      future: number;
      stale: number;
      recordings: number;
    }>(
      database,
      `SELECT count(*) FILTER (WHERE call_date > $1 AND appointment_status = 'scheduled')::int AS future,
              count(*) FILTER (WHERE call_date <= $1 AND appointment_status = 'scheduled')::int AS stale,
              count(recording_id)::int AS recordings
       FROM appointments`,
      [now.toISOString()],
    );
    expect(calls.future).toBeGreaterThan(20);
    expect(calls.stale).toBeGreaterThan(0);
    expect(calls.recordings).toBe(0);
  });

  it('spans about 18 months ending at now, with no transaction in the future', async () => {
    const span = await single<{
      first_call: string;
      first_tx: string;
      last_tx: string;
      last_outbound: Date;
    }>(
      database,
      `SELECT (SELECT min(call_date AT TIME ZONE 'America/New_York')::date::text FROM appointments) AS first_call,
              (SELECT min(transaction_date)::text FROM transactions) AS first_tx,
              (SELECT max(transaction_date)::text FROM transactions) AS last_tx,
              (SELECT max(created_at) FROM outbound_records) AS last_outbound`,
    );
    expect(span.first_call).toBe('2025-05-23');
    expect(span.first_tx < '2025-06-15').toBe(true);
    expect(span.last_tx <= today).toBe(true);
    expect(span.last_tx >= '2026-11-18').toBe(true);
    expect(new Date(span.last_outbound).getTime()).toBeLessThanOrEqual(now.getTime());
    const future = await single<{ count: number }>(
      database,
      `SELECT (SELECT count(*) FROM transactions WHERE transaction_date > $1 OR created_at > $2)
            + (SELECT count(*) FROM commission_splits WHERE split_date > $1)
            + (SELECT count(*) FROM adjustments WHERE adjustment_date > $1)::int AS count`,
      [today, now.toISOString()],
    );
    expect(Number(future.count)).toBe(0);
  });

  it('has payment plans, pending, rejected and refunded transactions', async () => {
    const rows = await database.query<{
      transaction_type: string;
      transaction_status: string;
      count: number;
    }>(
      'SELECT transaction_type, transaction_status, count(*)::int AS count FROM transactions GROUP BY 1, 2',
    );
    const count = (type: string, status: string): number =>
      rows.find((row) => row.transaction_type === type && row.transaction_status === status)
        ?.count ?? 0;
    expect(count('new', 'approved')).toBeGreaterThan(500);
    expect(count('payment_plan', 'approved')).toBeGreaterThan(300);
    expect(count('new', 'pending') + count('payment_plan', 'pending')).toBeGreaterThan(0);
    expect(count('new', 'rejected')).toBeGreaterThan(0);
    expect(count('new', 'refunded')).toBeGreaterThan(0);
    const values = await single<{ bad: number }>(
      database,
      `SELECT count(*)::int AS bad FROM transactions t JOIN products p USING (product_id)
       WHERE (t.transaction_type = 'new' AND (t.contract_value_cents <> p.price_cents OR t.amount_cents > p.price_cents))
          OR (t.transaction_type = 'payment_plan' AND t.contract_value_cents <> 0)`,
    );
    expect(values.bad).toBe(0);
  });

  it('splits every approved transaction at the sales-role rate on that product', async () => {
    const missing = await single<{ count: number }>(
      database,
      `SELECT count(*)::int AS count FROM transactions t
       WHERE t.transaction_status IN ('approved', 'refunded')
         AND (SELECT count(*) FROM commission_splits s WHERE s.transaction_id = t.transaction_id AND s.kind = 'earned')
             <> CASE WHEN t.setter_id IS NULL THEN 1 ELSE 2 END`,
    );
    expect(missing.count).toBe(0);
    const unpaid = await single<{ count: number }>(
      database,
      `SELECT count(*)::int AS count FROM commission_splits s JOIN transactions t USING (transaction_id)
       WHERE t.transaction_status IN ('pending', 'rejected')`,
    );
    expect(unpaid.count).toBe(0);
    const wrong = await database.query(
      `SELECT s.commission_split_id FROM commission_splits s
       JOIN transactions t USING (transaction_id)
       JOIN users u ON u.user_id = s.user_id
       LEFT JOIN product_employees pe ON pe.product_id = t.product_id AND pe.user_id = s.user_id
       JOIN roles r ON r.role_id = coalesce(pe.role_id, u.role_id)
       WHERE s.kind = 'earned' AND (
         s.role_id <> r.role_id OR s.rate <> r.commission / 100
         OR s.amount_cents <> round(t.amount_cents * s.rate)
         OR s.user_id NOT IN (t.user_id, coalesce(t.setter_id, -1))
         OR s.split_date <> t.transaction_date)`,
    );
    expect(wrong).toEqual([]);
  });

  it('reverses refunded commission on the refund date so it nets to zero', async () => {
    const refunds = await database.query<{
      transaction_id: number;
      net: string;
      reversals: number;
      earned_on: string;
      reversed_on: string;
    }>(
      `SELECT t.transaction_id, sum(s.amount_cents)::text AS net,
              count(*) FILTER (WHERE s.kind = 'reversal')::int AS reversals,
              min(s.split_date) FILTER (WHERE s.kind = 'earned')::text AS earned_on,
              min(s.split_date) FILTER (WHERE s.kind = 'reversal')::text AS reversed_on
       FROM transactions t JOIN commission_splits s USING (transaction_id)
       WHERE t.transaction_status = 'refunded' GROUP BY t.transaction_id`,
    );
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(refund.net).toBe('0');
      expect(refund.reversals).toBeGreaterThan(0);
      expect(refund.reversed_on > refund.earned_on).toBe(true);
    }
    const stray = await single<{ count: number }>(
      database,
      `SELECT count(*)::int AS count FROM commission_splits s JOIN transactions t USING (transaction_id)
       WHERE s.kind = 'reversal' AND t.transaction_status <> 'refunded'`,
    );
    expect(stray.count).toBe(0);
  });

  it('has bonuses and clawbacks', async () => {
    const adjustments = await single<{ bonuses: number; clawbacks: number }>(
      database,
      `SELECT count(*) FILTER (WHERE amount_cents > 0)::int AS bonuses, count(*) FILTER (WHERE amount_cents < 0)::int AS clawbacks FROM adjustments`,
    );
    expect(adjustments.bonuses).toBeGreaterThan(10);
    expect(adjustments.clawbacks).toBeGreaterThan(0);
  });

  it('has setters messaging and dialling far more than closers, answered calls with durations', async () => {
    const activity = await database.query<{
      role_title: string;
      messages: number;
      calls: number;
      answered: number;
      bad: number;
    }>(
      `SELECT r.role_title,
              count(*) FILTER (WHERE o.type = 'message')::int AS messages,
              count(*) FILTER (WHERE o.type = 'call')::int AS calls,
              count(*) FILTER (WHERE o.answered)::int AS answered,
              count(*) FILTER (WHERE (o.answered AND (o.type = 'message' OR o.duration_seconds = 0))
                                  OR (NOT o.answered AND o.duration_seconds <> 0))::int AS bad
       FROM outbound_records o JOIN users u USING (user_id) JOIN roles r ON r.role_id = u.role_id
       GROUP BY r.role_title`,
    );
    const setters = activity.find((row) => row.role_title === 'Setter');
    const closers = activity.find((row) => row.role_title === 'Closer');
    expect(setters?.messages).toBeGreaterThan((closers?.messages ?? 0) * 3);
    expect(setters?.calls).toBeGreaterThan((closers?.calls ?? 0) * 3);
    expect(setters?.answered).toBeGreaterThan(0);
    expect(activity.every((row) => row.bad === 0)).toBe(true);
    const weekdays = await single<{ weekday: number; sunday: number }>(
      database,
      `SELECT count(*) FILTER (WHERE extract(isodow FROM created_at AT TIME ZONE 'America/New_York') = 3)::int AS weekday,
              count(*) FILTER (WHERE extract(isodow FROM created_at AT TIME ZONE 'America/New_York') = 7)::int AS sunday
       FROM outbound_records`,
    );
    expect(weekdays.weekday).toBeGreaterThan(weekdays.sunday * 5);
  });

  it('gives each fixed sign-in a few notifications, some read', async () => {
    const rows = await database.query<{
      email: string;
      total: number;
      read: number;
    }>(
      `SELECT u.email, count(*)::int AS total, count(*) FILTER (WHERE n.is_read)::int AS read
       FROM notifications n JOIN users u USING (user_id) GROUP BY u.email`,
    );
    for (const email of [
      'admin@demo.test',
      'manager@demo.test',
      'closer@demo.test',
      'setter@demo.test',
    ]) {
      const row = rows.find((candidate) => candidate.email === email);
      expect(row?.total).toBeGreaterThanOrEqual(3);
      expect(row?.read).toBeGreaterThan(0);
      expect(row?.read).toBeLessThan(row?.total ?? 0);
    }
  });

  it('writes a sale’s verdict with the live triggers’ words: cents and readable dates', async () => {
    const rows = await database.query<{ body: string; link: string }>(
      `SELECT n.body, n.link FROM notifications n JOIN users u USING (user_id)
       WHERE u.email = 'closer@demo.test' AND n.type = 'transaction:approved'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.body).toMatch(
        /^Your \$[\d,]+\.\d{2} sale to .+ on [A-Z][a-z]{2} \d{1,2}, \d{4} was approved\.$/,
      );
      expect(row.link).toMatch(
        /^\/sales-overview\?startDate=(\d{4}-\d{2}-\d{2})&endDate=\1&preset=custom$/,
      );
    }
  });

  it('leaves the metric rollups equal to the records', async () => {
    const [row] = await database.query<{
      deals: string;
      raw_deals: string;
      calls: string;
      raw_calls: string;
      cents: string;
      raw_cents: string;
      dials: string;
      raw_dials: string;
      pair_calls: string;
      raw_pair_calls: string;
      listed: string;
      raw_listed: string;
      person_deals: string;
      person_week_deals: string;
      raw_person_deals: string;
    }>(
      `SELECT
         (SELECT sum(transactions) FROM deal_rollups WHERE user_id = 0 AND product_id = 0)::text AS deals,
         (SELECT count(*) FROM transactions WHERE transaction_status = 'approved' AND deleted_at IS NULL)::text AS raw_deals,
         (SELECT sum(calls) FROM call_rollups WHERE user_id = 0 AND product_id = 0)::text AS calls,
         (SELECT count(*) FROM appointments)::text AS raw_calls,
         (SELECT sum(cents) FROM commission_rollups WHERE user_id = 0 AND product_id = 0)::text AS cents,
         (SELECT sum(amount_cents) FROM commission_splits)::text AS raw_cents,
         (SELECT sum(dials) FROM outbound_rollups WHERE user_id = 0 AND product_id = 0)::text AS dials,
         (SELECT count(*) FROM outbound_records WHERE type = 'call')::text AS raw_dials,
         (SELECT sum(calls) FROM call_pair_rollups WHERE product_id = 0)::text AS pair_calls,
         (SELECT count(*) FROM appointments WHERE setter_id <> user_id)::text AS raw_pair_calls,
         (SELECT sum(pending_new + pending_plan + approved_new + approved_plan + rejected_new + rejected_plan + refunded_new + refunded_plan)
          FROM transaction_count_rollups WHERE user_id = 0 AND product_id = 0)::text AS listed,
         (SELECT count(*) FROM transactions WHERE deleted_at IS NULL)::text AS raw_listed,
         (SELECT sum(transactions) FROM person_rollups WHERE span = 1)::text AS person_deals,
         (SELECT sum(transactions) FROM person_rollups WHERE span = 7)::text AS person_week_deals,
         (SELECT count(*) FROM transactions WHERE transaction_status = 'approved' AND deleted_at IS NULL AND user_id IS NOT NULL)::text AS raw_person_deals`,
    );
    expect(Number(row?.raw_deals)).toBeGreaterThan(0);
    expect(row?.deals).toBe(row?.raw_deals);
    expect(row?.calls).toBe(row?.raw_calls);
    expect(row?.cents).toBe(row?.raw_cents);
    expect(row?.dials).toBe(row?.raw_dials);
    expect(Number(row?.raw_pair_calls)).toBeGreaterThan(0);
    expect(row?.pair_calls).toBe(row?.raw_pair_calls);
    expect(row?.listed).toBe(row?.raw_listed);
    // Rebuilt with the triggers off (the load runs as a replica): by rebuild_person_rollups.
    expect(row?.person_deals).toBe(row?.raw_person_deals);
    expect(row?.person_week_deals).toBe(row?.raw_person_deals);
  });

  it('puts back the indexes it drops for the load', async () => {
    const indexes = await database.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename IN ('appointments', 'outbound_records') ORDER BY 1`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'appointments_org_date_idx',
      'appointments_pkey',
      'appointments_product_date_idx',
      'appointments_scheduled_idx',
      'appointments_setter_date_idx',
      'appointments_user_date_idx',
      'outbound_records_org_date_idx',
      'outbound_records_pkey',
      'outbound_records_product_date_idx',
      'outbound_records_user_date_idx',
    ]);
  });

  it('keeps every reference valid and identities past the explicit ids', async () => {
    const orphans = await single<{ count: number }>(
      database,
      `SELECT ((SELECT count(*) FROM appointments a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = a.user_id)
                OR (a.setter_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = a.setter_id))
                OR NOT EXISTS (SELECT 1 FROM products p WHERE p.product_id = a.product_id))
             + (SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = t.user_id)
                OR NOT EXISTS (SELECT 1 FROM products p WHERE p.product_id = t.product_id))
             + (SELECT count(*) FROM commission_splits s WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.transaction_id = s.transaction_id))
             + (SELECT count(*) FROM outbound_records o WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = o.user_id)))::int AS count`,
    );
    expect(orphans.count).toBe(0);
    const inserted = await single<{ user_id: number }>(
      database,
      `INSERT INTO users (organization_id, email) VALUES (1, 'new.person@demo.test') RETURNING user_id`,
    );
    expect(inserted.user_id).toBeGreaterThan(25);
    await database.query('DELETE FROM users WHERE user_id = $1', [inserted.user_id]);
  });
});
