import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

// The rule (docs/product-rules.md#commission): a rate change applies from its date on. Approved
// splits never change, and a pending deal dated before the change is paid at the old rate when it
// is approved later.

let t: TestApp;
let admin: TestUser;
let closer: TestUser;
let closerRole: number;
let seniorRole: number;
let defaultRole: number;
let coaching: number;

const deal = (date: string, product = coaching) =>
  t.insertId(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date, customer_name)
     VALUES ($1, $2, $3, 100000, 'new', $4, 'Lead') RETURNING transaction_id AS id`,
    [admin.organizationId, closer.userId, product, date],
  );

const approve = async (id: number) => {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: 'approved' },
  });
  expect(response.statusCode).toBe(200);
};

/** The closer's paid cents and rate on a deal. */
const paid = async (id: number) => {
  const rows = await t.database.query<{ amount_cents: string; rate: string }>(
    'SELECT amount_cents::text, rate::text FROM commission_splits WHERE transaction_id = $1 AND user_id = $2',
    [id, closer.userId],
  );
  return rows.map((row) => [Number(row.amount_cents), Number(row.rate)]);
};

const roleVersion = async (roleId: number) => {
  const [row] = await t.database.query<{ version: number }>(
    'SELECT version FROM roles WHERE role_id = $1',
    [roleId],
  );
  return row?.version ?? 0;
};

const productVersion = async (productId: number) => {
  const [row] = await t.database.query<{ version: number }>(
    'SELECT version FROM products WHERE product_id = $1',
    [productId],
  );
  return row?.version ?? 0;
};

const reRate = async (roleId: number, commission: number, from: string) => {
  const response = await t.injectAs(admin, {
    method: 'PATCH',
    url: `/api/roles/${roleId}`,
    payload: { version: await roleVersion(roleId), commission, effective_from: from },
  });
  expect(response.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  closer = await t.createUser({});
  const org = admin.organizationId;
  const role = (title: string, percent: number) =>
    t.insertId(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [org, title, percent],
    );
  closerRole = await role('Closer', 10);
  seniorRole = await role('Senior closer', 20);
  defaultRole = await role('Rep', 5);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    defaultRole,
    closer.userId,
  ]);
  coaching = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [org],
  );
  // On the team from before any history was recorded, as older data is.
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Closer')",
    [coaching, closer.userId, closerRole],
  );
});

afterAll(async () => {
  await t.close();
});

describe('a sales role’s % change', () => {
  it('never rewrites approved splits, keeps earlier pending deals at the old rate and pays later ones the new', async () => {
    const approvedEarlier = await deal('2025-02-10');
    await approve(approvedEarlier);
    expect(await paid(approvedEarlier)).toEqual([[10000, 0.1]]);
    const pendingEarlier = await deal('2025-02-20');
    await reRate(closerRole, 15, '2025-03-01');
    const pendingLater = await deal('2025-03-05');
    await approve(pendingEarlier);
    await approve(pendingLater);
    expect(await paid(approvedEarlier)).toEqual([[10000, 0.1]]);
    expect(await paid(pendingEarlier)).toEqual([[10000, 0.1]]);
    expect(await paid(pendingLater)).toEqual([[15000, 0.15]]);
  });

  it('pays a default-role deal by the role’s rate on its date as well', async () => {
    const elsewhere = await t.insertId(
      "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
      [admin.organizationId],
    );
    const before = await deal('2025-04-10', elsewhere);
    await reRate(defaultRole, 7, '2025-05-01');
    const after = await deal('2025-05-02', elsewhere);
    await approve(before);
    await approve(after);
    expect(await paid(before)).toEqual([[5000, 0.05]]);
    expect(await paid(after)).toEqual([[7000, 0.07]]);
  });
});

describe('a change of someone’s product role', () => {
  it('keeps deals dated before it at the role they had, instead of repricing them at the new one', async () => {
    const before = await deal('2025-06-10');
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${coaching}/users`,
      payload: {
        version: await productVersion(coaching),
        user_id: closer.userId,
        role_id: seniorRole,
        effective_from: '2025-07-01',
      },
    });
    expect(response.statusCode).toBe(200);
    const after = await deal('2025-07-02');
    // The Senior role's own % change later reaches deals from its date on, and only those.
    await reRate(seniorRole, 25, '2025-08-01');
    const later = await deal('2025-08-02');
    await approve(before);
    await approve(after);
    await approve(later);
    expect(await paid(before)).toEqual([[15000, 0.15]]);
    expect(await paid(after)).toEqual([[20000, 0.2]]);
    expect(await paid(later)).toEqual([[25000, 0.25]]);
  });

  it('pays deals after someone leaves the team at their every-product rate, and earlier ones as before', async () => {
    const before = await deal('2025-09-10');
    const response = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/products/${coaching}/users/${closer.userId}`,
      query: { effective_from: '2025-10-01' },
    });
    expect(response.statusCode).toBe(200);
    const after = await deal('2025-10-02');
    await approve(before);
    await approve(after);
    expect(await paid(before)).toEqual([[25000, 0.25]]);
    expect(await paid(after)).toEqual([[7000, 0.07]]);
  });
});

describe('a change of someone’s default sales role (the People screen)', () => {
  it('pays deals from the organization’s today at the new role, and earlier pending ones at the old', async () => {
    const [day] = await t.database.query<{ today: string; yesterday: string }>(
      `SELECT to_char((now() AT TIME ZONE timezone)::date, 'YYYY-MM-DD') AS today,
         to_char((now() AT TIME ZONE timezone)::date - 1, 'YYYY-MM-DD') AS yesterday
       FROM organizations WHERE organization_id = $1`,
      [admin.organizationId],
    );
    if (!day) throw new Error('no organization');
    // Off the Coaching team since 2025-10-01: its deals follow the every-product role (Rep, 7 %).
    const before = await deal(day.yesterday);
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/${closer.userId}`,
      payload: { role_id: seniorRole },
    });
    expect(response.statusCode).toBe(200);
    const after = await deal(day.today);
    await approve(before);
    await approve(after);
    expect(await paid(before)).toEqual([[7000, 0.07]]);
    expect(await paid(after)).toEqual([[25000, 0.25]]);
  });
});
