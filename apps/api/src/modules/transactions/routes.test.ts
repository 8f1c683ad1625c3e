import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let closer: TestUser;
let setter: TestUser;
let formerRep: TestUser;
let outsider: TestUser;
let productId: number;
let retiredProductId: number;
let foreignProductId: number;
let today: string;

const deal = (overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  customer_name: 'Grace Hopper',
  customer_email: 'grace@example.com',
  amount: 1234.56,
  contract_value: 5000,
  transaction_type: 'new',
  transaction_date: '2026-03-10',
  ...overrides,
});

const post = (as: TestUser, url: string, payload: object) =>
  t.injectAs(as, { method: 'POST', url, payload });
const patch = (id: number, payload: object, as: TestUser = admin) =>
  t.injectAs(as, { method: 'PATCH', url: `/api/transactions/${id}`, payload });
const remove = (id: number, as: TestUser = admin) =>
  t.injectAs(as, { method: 'DELETE', url: `/api/transactions/${id}` });
const setStatus = (id: number, status: string) =>
  t.injectAs(admin, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: status },
  });

async function created(as: TestUser, url: string, payload: object): Promise<number> {
  const response = await post(as, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.transaction_id;
}

const stored = async (id: number) => {
  const [row] = await t.database.query<Record<string, unknown>>(
    `SELECT user_id, setter_id, amount_cents::int AS amount_cents,
       contract_value_cents::int AS contract_value_cents, transaction_status, created_by,
       deleted_at IS NOT NULL AS deleted, deleted_by
     FROM transactions WHERE transaction_id = $1`,
    [id],
  );
  return row;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId });
  setter = await t.createUser({ managerId: manager.userId });
  formerRep = await t.createUser({ managerId: manager.userId, isActive: false });
  outsider = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
  const org = admin.organizationId;
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [org],
  );
  retiredProductId = await t.insertId(
    "INSERT INTO products (organization_id, name, is_active) VALUES ($1, 'Old course', false) RETURNING product_id AS id",
    [org],
  );
  foreignProductId = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Theirs') RETURNING product_id AS id",
    [outsider.organizationId],
  );
  const closerRole = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [org],
  );
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    closerRole,
    closer.userId,
  ]);
  const [day] = await t.database.query<{ day: string }>(
    "SELECT ((now() AT TIME ZONE 'America/New_York')::date)::text AS day",
  );
  today = day?.day ?? '';
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/transactions/employee (request commission)', () => {
  it('records the caller’s deal as pending, credited to them, with cents exact', async () => {
    const response = await post(closer, '/api/transactions/employee', {
      ...deal(),
      setter_id: setter.userId,
      notes: '  first payment  ',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      user_id: closer.userId,
      setter_id: setter.userId,
      product_name: 'Coaching',
      amount: 1234.56,
      contract_value: 5000,
      transaction_status: 'pending',
      transaction_date: '2026-03-10',
      notes: 'first payment',
    });
    expect(await stored(data.transaction_id)).toMatchObject({
      amount_cents: 123_456,
      contract_value_cents: 500_000,
      created_by: closer.userId,
    });
  });

  it('fills a new deal’s contract value with its amount, and gives an instalment none', async () => {
    const paidInFull = await created(closer, '/api/transactions/employee', {
      ...deal(),
      contract_value: undefined,
    });
    expect(await stored(paidInFull)).toMatchObject({ contract_value_cents: 123_456 });
    const instalment = await created(closer, '/api/transactions/employee', {
      ...deal(),
      contract_value: undefined,
      transaction_type: 'payment_plan',
    });
    expect(await stored(instalment)).toMatchObject({ contract_value_cents: 0 });
  });

  it('cannot credit anyone else', async () => {
    const response = await post(closer, '/api/transactions/employee', {
      ...deal(),
      user_id: setter.userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/user_id/);
  });

  it.each([
    ['a product of another organization', { product_id: 0 }, 'product_id'],
    ['a retired product', { product_id: -1 }, 'product_id'],
    ['a setter who left', { setter_id: -2 }, 'setter_id'],
    ['a setter of another organization', { setter_id: -3 }, 'setter_id'],
    ['themselves as setter', { setter_id: -4 }, 'setter_id'],
    ['a date after today', { transaction_date: '2999-01-01' }, 'transaction_date'],
    ['a contract value under the amount', { contract_value: 10 }, 'contract_value'],
    ['half a cent', { amount: 10.005 }, 'amount'],
    ['no customer', { customer_name: ' ' }, 'customer_name'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    // Ids known only once the fixture exists stand in as negative markers.
    const ids: Record<number, number> = {
      0: foreignProductId,
      [-1]: retiredProductId,
      [-2]: formerRep.userId,
      [-3]: outsider.userId,
      [-4]: closer.userId,
    };
    const body: Record<string, unknown> = { ...deal(), ...overrides };
    for (const key of ['product_id', 'setter_id']) {
      const value = body[key];
      if (typeof value === 'number' && value <= 0) body[key] = ids[value];
    }
    const response = await post(closer, '/api/transactions/employee', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect(response.json().message).toMatch(new RegExp(`^${field}:`));
  });

  it('takes today as a date, in the organization’s timezone', async () => {
    const id = await created(
      closer,
      '/api/transactions/employee',
      deal({ transaction_date: today }),
    );
    expect((await stored(id))?.['transaction_status']).toBe('pending');
  });
});

describe('POST /api/transactions/employee as the setter', () => {
  it('credits the closer named and records the caller as setter, never as closer', async () => {
    const response = await post(setter, '/api/transactions/employee', {
      ...deal(),
      position: 'setter',
      user_id: closer.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.transaction_id;
    expect(await stored(id)).toMatchObject({
      user_id: closer.userId,
      setter_id: setter.userId,
      created_by: setter.userId,
      transaction_status: 'pending',
    });
    // The closer hears of a deal credited to them that they did not ask for.
    const told = await t.database.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1 ORDER BY notification_id DESC LIMIT 1',
      [closer.userId],
    );
    expect(told[0]?.title).toBe('Named as closer on a sale');
  });

  it.each([
    ['no closer', {}, 'user_id'],
    ['themselves as closer', { user_id: -1 }, 'user_id'],
    ['a closer of another organization', { user_id: -2 }, 'user_id'],
    ['a closer who left', { user_id: -3 }, 'user_id'],
    ['another setter', { user_id: -4, setter_id: -4 }, 'setter_id'],
    ['no position', { position: 'boss' }, 'position'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const ids: Record<number, number> = {
      [-1]: setter.userId,
      [-2]: outsider.userId,
      [-3]: formerRep.userId,
      [-4]: closer.userId,
    };
    const body: Record<string, unknown> = { ...deal(), position: 'setter', ...overrides };
    for (const key of ['user_id', 'setter_id']) {
      const value = body[key];
      if (typeof value === 'number' && value < 0) body[key] = ids[value];
    }
    const response = await post(setter, '/api/transactions/employee', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}:`));
    expect(
      await t.database.query('SELECT 1 FROM transactions WHERE created_by = $1 AND user_id = $1', [
        setter.userId,
      ]),
    ).toHaveLength(0);
  });
});

describe('GET /api/users/closers', () => {
  it('names the active, registered closers of the caller’s organization, but not the caller', async () => {
    const response = await t.injectAs(setter, { method: 'GET', url: '/api/users/closers' });
    expect(response.statusCode).toBe(200);
    const { closers } = response.json().data;
    const ids = closers.map((person: { user_id: number }) => person.user_id);
    expect(ids).toContain(closer.userId);
    expect(ids).not.toContain(setter.userId);
    expect(ids).not.toContain(formerRep.userId);
    expect(ids).not.toContain(outsider.userId);
    // Ids and names only.
    expect(Object.keys(closers[0]).sort()).toEqual(['display_name', 'user_id']);
  });

  it('leaves out people whose sales role sets', async () => {
    const setterRole = await t.insertId(
      "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Appointment Setter', 5) RETURNING role_id AS id",
      [admin.organizationId],
    );
    await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
      setterRole,
      setter.userId,
    ]);
    const response = await t.injectAs(closer, { method: 'GET', url: '/api/users/closers' });
    const ids = response.json().data.closers.map((person: { user_id: number }) => person.user_id);
    expect(ids).not.toContain(setter.userId);
    expect(ids).toContain(manager.userId);
    await t.database.query('UPDATE users SET role_id = NULL WHERE user_id = $1', [setter.userId]);
  });
});

describe('POST /api/transactions (admin)', () => {
  it('records a deal for a closer, pending until approved through the money core', async () => {
    const id = await created(admin, '/api/transactions', {
      ...deal({ amount: 1000, contract_value: 1000 }),
      user_id: closer.userId,
      setter_id: setter.userId,
    });
    expect(await stored(id)).toMatchObject({
      user_id: closer.userId,
      transaction_status: 'pending',
      created_by: admin.userId,
    });
    const approval = await setStatus(id, 'approved');
    expect(approval.statusCode).toBe(200);
  });

  it('refuses managers and employees, and a closer who left', async () => {
    const body = { ...deal(), user_id: closer.userId };
    expect((await post(manager, '/api/transactions', body)).statusCode).toBe(403);
    expect((await post(closer, '/api/transactions', body)).statusCode).toBe(403);
    const gone = await post(admin, '/api/transactions', { ...deal(), user_id: formerRep.userId });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toMatch(/^user_id:/);
  });
});

describe('PATCH /api/transactions/:id (admin)', () => {
  it('changes a pending deal’s fields and keeps the rest', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    const response = await patch(id, { amount: 2000.1, contract_value: 6000, notes: 'fixed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      amount: 2000.1,
      contract_value: 6000,
      notes: 'fixed',
      customer_name: 'Grace Hopper',
      transaction_status: 'pending',
    });
  });

  it('turns a new deal into an instalment without a contract value, and back to paid in full', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    await patch(id, { transaction_type: 'payment_plan' });
    expect(await stored(id)).toMatchObject({ contract_value_cents: 0 });
    await patch(id, { transaction_type: 'new' });
    expect(await stored(id)).toMatchObject({ contract_value_cents: 123_456 });
  });

  it('judges the merged deal: a new amount above the stored contract value names contract_value', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    const response = await patch(id, { amount: 9000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^contract_value:/);
    const clash = await patch(id, { setter_id: closer.userId });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toMatch(/^setter_id:/);
  });

  it('judges a change on what it touches: a legacy row without a contract value can get notes', async () => {
    const legacy = await t.insertId(
      `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date)
       VALUES ($1, $2, $3, 10000, 'new', '2026-01-15') RETURNING transaction_id AS id`,
      [admin.organizationId, closer.userId, productId],
    );
    expect((await patch(legacy, { notes: 'checked' })).statusCode).toBe(200);
    const money = await patch(legacy, { amount: 200 });
    expect(money.statusCode).toBe(400);
    expect(money.json().message).toMatch(/^contract_value:/);
  });

  it('answers 409 for approved and refunded transactions, whose commission is paid', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    await setStatus(id, 'approved');
    const approved = await patch(id, { amount: 1 });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(
      'The transaction is approved and cannot be changed: its commission is paid at its amount and date; refund it instead',
    );
    await setStatus(id, 'refunded');
    expect((await patch(id, { notes: 'x' })).statusCode).toBe(409);
    expect(await stored(id)).toMatchObject({ amount_cents: 123_456 });
  });

  it('changes a rejected deal, which can then be reopened and approved at the new amount', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    await setStatus(id, 'rejected');
    expect((await patch(id, { amount: 100, contract_value: 100 })).statusCode).toBe(200);
    await setStatus(id, 'pending');
    const approval = await setStatus(id, 'approved');
    expect(approval.json().data.transaction_status).toBe('approved');
    expect(await stored(id)).toMatchObject({ amount_cents: 10_000 });
  });

  it('is 404 for another organization’s, a deleted or a missing transaction; 403 for non-admins', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    expect((await patch(id, { notes: 'x' }, outsider)).statusCode).toBe(404);
    expect((await patch(id, { notes: 'x' }, manager)).statusCode).toBe(403);
    expect((await patch(999_999, { notes: 'x' })).statusCode).toBe(404);
    await remove(id);
    expect((await patch(id, { notes: 'x' })).statusCode).toBe(404);
  });

  it('answers 400 for an empty change or a status in the body', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    expect((await patch(id, {})).statusCode).toBe(400);
    const status = await patch(id, { transaction_status: 'approved' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/transaction_status/);
  });
});

describe('DELETE /api/transactions/:id (admin)', () => {
  it('soft-deletes a pending deal: kept with who removed it, gone from lists and approvals', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ transaction_id: id });
    expect(await stored(id)).toMatchObject({ deleted: true, deleted_by: admin.userId });
    const list = await t.injectAs(closer, {
      method: 'GET',
      url: `/api/transactions/users/${closer.userId}`,
      query: { limit: '100' },
    });
    expect(
      list.json().data.transactions.map((row: { transaction_id: number }) => row.transaction_id),
    ).not.toContain(id);
    expect((await setStatus(id, 'approved')).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('answers 409 for an approved deal and 403 for the closer', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    expect((await remove(id, closer)).statusCode).toBe(403);
    await setStatus(id, 'approved');
    const response = await remove(id);
    expect(response.statusCode).toBe(409);
    expect(await stored(id)).toMatchObject({ deleted: false });
  });

  it('lets one of a change and an approval racing on a row win whole', async () => {
    const id = await created(closer, '/api/transactions/employee', deal());
    const [change, approval] = await Promise.all([
      patch(id, { amount: 500, contract_value: 5000 }),
      setStatus(id, 'approved'),
    ]);
    expect(approval.statusCode).toBe(200);
    // The change either ran first (and was paid on) or met an approved row (409).
    expect([200, 409]).toContain(change.statusCode);
    const row = await stored(id);
    expect(row?.['amount_cents']).toBe(change.statusCode === 200 ? 50_000 : 123_456);
    const [paid] = await t.database.query<{ cents: number }>(
      'SELECT sum(amount_cents)::int AS cents FROM commission_splits WHERE transaction_id = $1',
      [id],
    );
    // The closer's 10 %: the splits were computed from the amount that is stored.
    expect(paid?.cents).toBe(Math.round(Number(row?.['amount_cents']) / 10));
  });
});
