import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let closer: TestUser;
let setter: TestUser;
let outsider: TestUser;
let coaching: number;
let course: number;
let closerRole: number;
let seniorRole: number;
let foreignRole: number;

const deal = (amountCents: number, date: string, product = coaching, status = 'pending') =>
  t.insertId(
    `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, transaction_type, transaction_status, transaction_date, customer_name)
     VALUES ($1, $2, $3, $4, $5, 'new', $6, $7, 'Lead') RETURNING transaction_id AS id`,
    [admin.organizationId, closer.userId, setter.userId, product, amountCents, status, date],
  );

const summary = (as: TestUser, userId?: number) =>
  t.injectAs(as, {
    method: 'GET',
    url: '/api/commission',
    ...(userId === undefined ? {} : { query: { user_id: String(userId) } }),
  });

const setRole = (userId: number, roleId: number) =>
  t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [roleId, userId]);

const assign = (payload: object, as: TestUser = admin) =>
  t.injectAs(as, { method: 'PATCH', url: '/api/commission', payload });

const approve = (id: number) =>
  t.injectAs(admin, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: 'approved' },
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  otherManager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId, firstName: 'Cleo', lastName: 'Closer' });
  setter = await t.createUser({ managerId: manager.userId });
  outsider = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
  const org = admin.organizationId;
  const role = (organizationId: number, title: string, percent: number) =>
    t.insertId(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [organizationId, title, percent],
    );
  closerRole = await role(org, 'Closer', 10);
  seniorRole = await role(org, 'Senior Closer', 12.5);
  const setterRole = await role(org, 'Setter', 3.33);
  foreignRole = await role(outsider.organizationId, 'Theirs', 50);
  await setRole(closer.userId, closerRole);
  await setRole(setter.userId, setterRole);
  const product = (name: string) =>
    t.insertId(
      'INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id',
      [org, name],
    );
  coaching = await product('Coaching');
  course = await product('Course');
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Lead')",
    [coaching, closer.userId, seniorRole],
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/commission', () => {
  it('shows the caller’s rates today, by default and per product, with where each comes from', async () => {
    const response = await summary(closer);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      user_id: closer.userId,
      display_name: 'Cleo Closer',
      history: [],
    });
    expect(data.rates).toEqual([
      expect.objectContaining({
        product_id: null,
        role_title: 'Closer',
        commission: 10,
        source: 'role',
      }),
      expect.objectContaining({
        product_id: coaching,
        product_name: 'Coaching',
        role_id: String(seniorRole),
        commission: 12.5,
        source: 'product_team',
        effective_from: null,
      }),
      expect.objectContaining({ product_id: course, commission: 10, source: 'role' }),
    ]);
  });

  it('estimates pending commission with the commission rule’s rate and rounding, as closer and setter', async () => {
    const first = await deal(123_457, '2026-02-10');
    const second = await deal(10_001, '2026-02-11', course);
    await deal(99_999, '2026-02-12', coaching, 'approved');
    const closerView = (await summary(closer)).json().data;
    // 1234.57 × 12.5 % = 154.32; 100.01 × 10 % = 10.00 (half away from zero: 10.001 → 10.00)
    expect(closerView.pending).toEqual({ count: 2, amount: 1334.58, estimated_commission: 164.32 });
    expect(
      closerView.requests.map(
        (row: { transaction_id: number; as: string; estimated_commission: number }) => [
          row.transaction_id,
          row.as,
          row.estimated_commission,
        ],
      ),
    ).toEqual([
      [second, 'closer', 10],
      [first, 'closer', 154.32],
    ]);
    const setterView = (await summary(setter)).json().data;
    // 1234.57 × 3.33 % = 41.11; 100.01 × 3.33 % = 3.33
    expect(setterView.pending).toMatchObject({ count: 2, estimated_commission: 44.44 });
    expect(setterView.requests[0]).toMatchObject({ as: 'setter', user_id: closer.userId });
    // What approval then pays is exactly the estimate.
    await approve(first);
    const [paid] = await t.database.query<{ cents: number }>(
      'SELECT amount_cents::int AS cents FROM commission_splits WHERE transaction_id = $1 AND user_id = $2',
      [first, closer.userId],
    );
    expect(paid?.cents).toBe(15_432);
  });

  it('reads someone else’s pay only as someone who sees them', async () => {
    expect((await summary(manager, closer.userId)).statusCode).toBe(200);
    expect((await summary(admin, closer.userId)).statusCode).toBe(200);
    expect((await summary(otherManager, closer.userId)).statusCode).toBe(404);
    expect((await summary(setter, closer.userId)).statusCode).toBe(404);
    expect((await summary(outsider, closer.userId)).statusCode).toBe(404);
    const bad = await t.injectAs(closer, {
      method: 'GET',
      url: '/api/commission',
      query: { user_id: 'me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/user_id/);
  });
});

describe('PATCH /api/commission', () => {
  it('pays a new rate from a date on, and never reprices what approval already paid', async () => {
    const before = await deal(200_000, '2026-05-10', course);
    await approve(before);
    const after = await deal(200_000, '2026-06-10', course);
    const response = await assign({
      user_id: closer.userId,
      product_id: null,
      role_id: String(seniorRole),
      commission: 15,
      effective_from: '2026-05-01',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.history).toEqual([
      expect.objectContaining({
        product_id: null,
        role_title: 'Senior Closer',
        commission: 15,
        effective_from: '2026-05-01',
      }),
      // The first change records the role it takes over from (the next test).
      expect.objectContaining({
        product_id: null,
        role_title: 'Closer',
        commission: 10,
        effective_from: '1900-01-01',
      }),
    ]);
    expect(data.rates[0]).toMatchObject({
      product_id: null,
      commission: 15,
      source: 'assignment',
      effective_from: '2026-05-01',
    });
    // The product team role on Coaching still wins there (docs/product-rules.md#commission).
    expect(
      data.rates.find((rate: { product_id: number }) => rate.product_id === coaching),
    ).toMatchObject({
      commission: 12.5,
      source: 'product_team',
    });
    const splitsOf = (id: number) =>
      t.database.query<{ cents: number }>(
        'SELECT amount_cents::int AS cents FROM commission_splits WHERE transaction_id = $1 AND user_id = $2',
        [id, closer.userId],
      );
    expect(await splitsOf(before)).toEqual([{ cents: 20_000 }]);
    expect(
      data.requests.find((row: { transaction_id: number }) => row.transaction_id === after),
    ).toMatchObject({
      estimated_commission: 300,
    });
    await approve(after);
    expect(await splitsOf(after)).toEqual([{ cents: 30_000 }]);
  });

  it('records, with a person’s first change, the rate in force before it, so earlier deals keep it', async () => {
    const rep = await t.createUser({ managerId: manager.userId });
    const traineeRole = await t.insertId(
      "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Trainee', 2) RETURNING role_id AS id",
      [admin.organizationId],
    );
    await setRole(rep.userId, closerRole);
    await t.database.query(
      "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Lead')",
      [coaching, rep.userId, seniorRole],
    );
    const repDeal = (product: number, date: string) =>
      t.insertId(
        `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_status, transaction_date, customer_name)
         VALUES ($1, $2, $3, 100000, 'new', 'pending', $4, 'Lead') RETURNING transaction_id AS id`,
        [admin.organizationId, rep.userId, product, date],
      );
    const earlierOnCourse = await repDeal(course, '2026-04-10');
    const earlierOnCoaching = await repDeal(coaching, '2026-04-10');
    const later = { user_id: rep.userId, role_id: String(closerRole), commission: 20 };
    const everyProduct = { ...later, product_id: null, effective_from: '2026-05-01' };
    expect((await assign(everyProduct)).statusCode).toBe(200);
    expect(
      (await assign({ ...later, product_id: coaching, effective_from: '2026-05-01' })).statusCode,
    ).toBe(200);
    // A second change in the same place records nothing more.
    const { data } = (await assign({ ...everyProduct, effective_from: '2026-06-01' })).json();
    expect(
      data.history.map(
        (row: { product_id: number | null; commission: number; effective_from: string }) => [
          row.product_id,
          row.commission,
          row.effective_from,
        ],
      ),
    ).toEqual([
      [null, 20, '2026-06-01'],
      [coaching, 20, '2026-05-01'],
      [null, 20, '2026-05-01'],
      [coaching, 12.5, '1900-01-01'],
      [null, 10, '1900-01-01'],
    ]);
    // The person's role and product team change afterwards; deals before the change keep the
    // rates that were in force then (10 % and 12.5 % of $1,000), not the new current ones.
    await setRole(rep.userId, traineeRole);
    await t.database.query(
      'UPDATE product_employees SET role_id = $1 WHERE user_id = $2 AND product_id = $3',
      [traineeRole, rep.userId, coaching],
    );
    const paid = async (id: number) => {
      expect((await approve(id)).statusCode).toBe(200);
      const [split] = await t.database.query<{ cents: number }>(
        'SELECT amount_cents::int AS cents FROM commission_splits WHERE transaction_id = $1 AND user_id = $2',
        [id, rep.userId],
      );
      return split?.cents;
    };
    expect(await paid(earlierOnCourse)).toBe(10_000);
    expect(await paid(earlierOnCoaching)).toBe(12_500);
  });

  it('replaces an assignment of the same person, product and day, with the role’s own rate by default', async () => {
    const body = {
      user_id: setter.userId,
      product_id: course,
      role_id: closerRole,
      effective_from: '2026-07-01',
    };
    await assign({ ...body, commission: 5 });
    const { data } = (await assign(body)).json();
    expect(data.history).toEqual([
      expect.objectContaining({ product_id: course, product_name: 'Course', commission: 10 }),
    ]);
  });

  it('refuses everyone but admins, and ids from elsewhere, naming the field', async () => {
    const body = {
      user_id: closer.userId,
      product_id: null,
      role_id: closerRole,
      effective_from: '2026-08-01',
    };
    expect((await assign(body, manager)).statusCode).toBe(403);
    expect((await assign(body, closer)).statusCode).toBe(403);
    expect((await assign(body, outsider)).statusCode).toBe(404);
    const role = await assign({ ...body, role_id: foreignRole });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/^role_id:/);
    const foreignProduct = await t.insertId(
      "INSERT INTO products (organization_id, name) VALUES ($1, 'Theirs') RETURNING product_id AS id",
      [outsider.organizationId],
    );
    const product = await assign({ ...body, product_id: foreignProduct });
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toMatch(/^product_id:/);
    const percent = await assign({ ...body, commission: 101 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toMatch(/commission/);
  });
});
