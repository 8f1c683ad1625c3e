import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let closer: TestUser;
let setter: TestUser;
let productId: number;
let otherProductId: number;

const newTransaction = (amountCents: number, date: string, product = productId) =>
  t.insertId(
    `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, transaction_type, transaction_date)
     VALUES ($1, $2, $3, $4, $5, 'new', $6) RETURNING transaction_id AS id`,
    [admin.organizationId, closer.userId, setter.userId, product, amountCents, date],
  );

const changeStatus = (id: number, status: string, as: TestUser = admin) =>
  t.injectAs(as, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: status },
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId });
  setter = await t.createUser({ managerId: manager.userId });
  const org = admin.organizationId;
  const role = (title: string, percent: number) =>
    t.insertId(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [org, title, percent],
    );
  const closerRole = await role('Closer', 10);
  const seniorRole = await role('Senior Closer', 12.5);
  const setterRole = await role('Setter', 3.33);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    closerRole,
    closer.userId,
  ]);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    setterRole,
    setter.userId,
  ]);
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [org],
  );
  otherProductId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [org],
  );
  // On Coaching the closer is paid as a Senior Closer (product team role).
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Lead')",
    [productId, closer.userId, seniorRole],
  );
  // From 2026-03-01 the closer's default rate is 15 % (a promotion); earlier deals keep 10 %.
  await t.database.query(
    `INSERT INTO role_assignments (organization_id, user_id, product_id, role_id, commission, effective_from)
     VALUES ($1, $2, NULL, $3, 15, '2026-03-01')`,
    [org, closer.userId, closerRole],
  );
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/transactions/status/:id', () => {
  it('approves: one split per paid person at their rate on that product, rounded to the cent', async () => {
    const id = await newTransaction(123_457, '2026-02-10');
    const response = await changeStatus(id, 'approved');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.transaction_status).toBe('approved');
    // 1234.57 × 12.5 % = 154.32125 → 154.32; × 3.33 % = 41.111181 → 41.11
    expect(data.commission_splits).toEqual([
      expect.objectContaining({
        user_id: closer.userId,
        kind: 'earned',
        rate: 0.125,
        amount: 154.32,
        split_date: '2026-02-10',
      }),
      expect.objectContaining({
        user_id: setter.userId,
        kind: 'earned',
        rate: 0.0333,
        amount: 41.11,
        split_date: '2026-02-10',
      }),
    ]);
  });

  it('uses the default rate in force on the deal date, not today’s', async () => {
    const before = await newTransaction(100_000, '2026-02-28', otherProductId);
    const after = await newTransaction(100_000, '2026-03-01', otherProductId);
    const amountOf = async (id: number) =>
      (await changeStatus(id, 'approved')).json().data.commission_splits[0];
    // No history before March: the current default role (10 %) applies.
    expect(await amountOf(before)).toMatchObject({ rate: 0.1, amount: 100 });
    expect(await amountOf(after)).toMatchObject({ rate: 0.15, amount: 150 });
  });

  it('reverses every split on a refund after approval, dated today, netting to zero', async () => {
    const id = await newTransaction(50_000, '2026-01-05');
    await changeStatus(id, 'approved');
    const response = await changeStatus(id, 'refunded');
    expect(response.statusCode).toBe(200);
    const splits: { kind: string; amount: number; split_date: string }[] =
      response.json().data.commission_splits;
    expect(splits.map((split) => split.kind)).toEqual(['earned', 'earned', 'reversal', 'reversal']);
    expect(splits.reduce((sum, split) => sum + split.amount, 0)).toBeCloseTo(0, 10);
    const [today] = await t.database.query<{ day: string }>(
      "SELECT ((now() AT TIME ZONE 'America/New_York')::date)::text AS day",
    );
    expect(splits[2]?.split_date).toBe(today?.day);
  });

  it('writes nothing for rejected or pending transactions, and reopens a rejection', async () => {
    const id = await newTransaction(10_000, '2026-01-06');
    expect((await changeStatus(id, 'rejected')).json().data.commission_splits).toEqual([]);
    expect((await changeStatus(id, 'pending')).json().data.commission_splits).toEqual([]);
  });

  it('answers 409 with the reason for a move that is not allowed', async () => {
    const id = await newTransaction(10_000, '2026-01-07');
    const refundPending = await changeStatus(id, 'refunded');
    expect(refundPending.statusCode).toBe(409);
    expect(refundPending.json()).toMatchObject({
      status: 'error',
      code: 'conflict',
      message:
        'The transaction is pending and cannot become refunded: it can only become approved or rejected',
    });
    await changeStatus(id, 'approved');
    expect((await changeStatus(id, 'approved')).json().message).toBe(
      'The transaction is already approved',
    );
  });

  it('pays once when two approvals of one row race', async () => {
    const id = await newTransaction(77_777, '2026-01-08');
    const answers = await Promise.all([changeStatus(id, 'approved'), changeStatus(id, 'approved')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [count] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM commission_splits WHERE transaction_id = $1',
      [id],
    );
    expect(count?.n).toBe(2);
  });

  it('refuses everyone but admins with the refusal message', async () => {
    const id = await newTransaction(10_000, '2026-01-09');
    for (const user of [manager, closer]) {
      const response = await changeStatus(id, 'approved', user);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'You do not have permission to update commission status',
      );
    }
  });

  it('answers 400 naming the field for an unknown status, 404 for an unknown transaction', async () => {
    const bad = await changeStatus(1, 'paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/transaction_status/);
    expect((await changeStatus(999_999, 'approved')).statusCode).toBe(404);
  });
});
