import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCsvHeader } from './export/statement-csv.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let other: TestUser;

/**
 * A split of `cents` for `user` on `date`, written directly: these tests are about who reads
 * what and the chain across months; statement-of.test.ts pays its deals through the money core.
 */
async function split(user: TestUser, date: string, cents: number) {
  const product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'P' || $2) RETURNING product_id AS id",
    [user.organizationId, `${user.userId}-${date}`],
  );
  const deal = await t.insertId(
    `INSERT INTO transactions (organization_id, user_id, product_id, customer_name, amount_cents, transaction_type, transaction_status, transaction_date)
     VALUES ($1, $2, $3, 'Jo Smith', $4, 'new', 'approved', $5) RETURNING transaction_id AS id`,
    [user.organizationId, user.userId, product, Math.abs(cents) * 10, date],
  );
  await t.database.query(
    `INSERT INTO commission_splits (organization_id, transaction_id, product_id, user_id, kind, rate, amount_cents, split_date)
     VALUES ($1, $2, $3, $4, $5, 0.1, $6, $7)`,
    [
      user.organizationId,
      deal,
      product,
      user.userId,
      cents < 0 ? 'reversal' : 'earned',
      cents,
      date,
    ],
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser();
  other = await t.createUser();
  await split(rep, '2025-12-03', 10_000);
  await split(rep, '2026-01-10', 5_000);
  await split(rep, '2026-01-20', -20_000);
  // February has no record: January's −150.00 crosses it into March.
  await split(rep, '2026-03-05', 30_000);
  await split(other, '2026-03-06', 99_900);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/statements', () => {
  it('lists the caller’s months of the year with a line or a carry, and what each pays', async () => {
    const response = await t.getAs(rep, '/api/statements', { year: '2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { month: '2026-01', status: 'open', statement_id: null, payable: 0 },
      { month: '2026-02', status: 'open', statement_id: null, payable: 0 },
      { month: '2026-03', status: 'open', statement_id: null, payable: 150 },
    ]);
    expect((await t.getAs(rep, '/api/statements', { year: '2025' })).json().data).toEqual([
      { month: '2025-12', status: 'open', statement_id: null, payable: 100 },
    ]);
  });

  it('refuses a year out of range', async () => {
    const response = await t.getAs(rep, '/api/statements', { year: '0' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/statements/month/:month', () => {
  it('answers the caller’s own statement, the carry chained across an empty month', async () => {
    const response = await t.getAs(rep, '/api/statements/month/2026-03');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ user_id: rep.userId, status: 'open', statement_id: null });
    expect(data.lines.map((line: { key: string }) => line.key)[0]).toBe('carry:2026-02');
    expect(data.totals).toMatchObject({ carried_in: -150, commission: 300, payable: 150 });
  });

  it('never shows anyone else’s, whoever asks', async () => {
    const asAdmin = await t.getAs(admin, '/api/statements/month/2026-03');
    expect(asAdmin.json().data).toMatchObject({ user_id: admin.userId, lines: [] });
  });

  it('refuses a share link and an API key', async () => {
    const token = await t.shareToken(rep, 'employee', rep.userId);
    expect((await t.getAs(token, '/api/statements/month/2026-03')).statusCode).toBe(401);
    const key = await t.apiKey(admin, ['records:read', 'metrics:read']);
    const keyed = await t.app.inject({
      method: 'GET',
      url: '/api/statements/month/2026-03',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(keyed.statusCode).toBe(403);
  });

  it('refuses a month that is no month', async () => {
    expect((await t.getAs(rep, '/api/statements/month/2026-13')).statusCode).toBe(400);
    expect((await t.getAs(rep, '/api/statements/month/0000-01')).statusCode).toBe(400);
  });
});

describe('GET /api/statements/month/:month/export', () => {
  it('downloads the caller’s statement as CSV, the numbers of the month route', async () => {
    const response = await t.getAs(rep, '/api/statements/month/2026-03/export', { format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-03.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...records] = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual([...statementCsvHeader]);
    const amountColumn = statementCsvHeader.indexOf('Amount (USD)');
    const payable = records.find((record) => record.includes('Total: Payable'));
    expect(Number(payable?.[amountColumn])).toBe(150);
  });

  it('downloads it as a PDF', async () => {
    const response = await t.getAs(rep, '/api/statements/month/2026-03/export', { format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-03.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a format it does not write, a share link and a month that is no month', async () => {
    expect(
      (await t.getAs(rep, '/api/statements/month/2026-03/export', { format: 'xlsx' })).statusCode,
    ).toBe(400);
    expect((await t.getAs(rep, '/api/statements/month/2026-03/export')).statusCode).toBe(400);
    const token = await t.shareToken(rep, 'employee', rep.userId);
    expect(
      (await t.getAs(token, '/api/statements/month/2026-03/export', { format: 'csv' })).statusCode,
    ).toBe(401);
    expect(
      (await t.getAs(rep, '/api/statements/month/2026-13/export', { format: 'csv' })).statusCode,
    ).toBe(400);
  });
});
