import { productSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let closer: TestUser;
let leaver: TestUser;
let foreigner: TestUser;
let closerRole: number;
let archivedRole: number;

const create = (payload: object, key?: string, as: TestUser = admin) =>
  t.injectAs(as, {
    method: 'POST',
    url: '/api/products',
    payload,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

const product = (response: { json(): unknown }) =>
  successEnvelope(productSchema).parse(response.json()).data;

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

const count = async (name: string) => {
  const [row] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE organization_id = $1 AND lower(name) = lower($2)',
    [admin.organizationId, name],
  );
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId });
  leaver = await t.createUser({});
  foreigner = await t.createUser({ organizationName: 'Elsewhere' });
  await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [leaver.userId]);
  closerRole = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [admin.organizationId],
  );
  archivedRole = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission, is_active) VALUES ($1, 'Old', 10, false) RETURNING role_id AS id",
    [admin.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/products', () => {
  it('creates a product with no team, version 1', async () => {
    const response = await create({ name: '  Mastermind ', price: 2500 });
    expect(response.statusCode).toBe(201);
    expect(product(response)).toMatchObject({
      name: 'Mastermind',
      price: 2500,
      is_active: true,
      version: 1,
      employees: [],
    });
  });

  it.each([
    ['1,997.00', 1997],
    ['$12,500.50', 12500.5],
    [2500, 2500],
  ])('takes the price %j as typed, thousands separators and all', async (price, dollars) => {
    const response = await create({ name: `Priced ${String(price)}`, price });
    expect(response.statusCode, response.body).toBe(201);
    expect(product(response).price).toBe(dollars);
  });

  it.each(['1,99', '1.997,00', '12.345', ''])(
    'refuses the price %j with a 400 naming it',
    async (price) => {
      const response = await create({ name: 'Badly priced', price });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/^price/);
    },
  );

  it('refuses a name the organization already has, whatever its case, naming the field', async () => {
    const response = await create({ name: 'MASTERMIND' });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/^name: /);
    expect(await count('Mastermind')).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and creates nothing', async () => {
    const first = await create({ name: 'Retried', price: 10 }, 'retry-key-0001');
    const again = await create({ name: 'Retried', price: 10 }, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(product(again)).toEqual(product(first));
    expect(await count('Retried')).toBe(1);
  });

  it('refuses the same key with another body, and lets another person use the same key', async () => {
    const reused = await create({ name: 'Something else' }, 'retry-key-0001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'idempotency-key-reused' });
    const otherAdmin = await t.createUser({ access: 2, organizationName: 'Elsewhere' });
    expect((await create({ name: 'Retried' }, 'retry-key-0001', otherAdmin)).statusCode).toBe(201);
  });

  it('keeps no key for a create that failed, so a corrected retry creates', async () => {
    expect((await create({ name: 'Mastermind' }, 'failed-key-0001')).statusCode).toBe(400);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'failed-key-0001'",
    );
    expect(row?.n).toBe(0);
  });

  it('forgets a key after a day', async () => {
    await create({ name: 'Yesterday' }, 'old-key-000001');
    await t.database.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-key-000001'",
    );
    const again = await create({ name: 'Yesterday' }, 'old-key-000001');
    expect(again.statusCode).toBe(400);
    expect(message(again)).toMatch(/^name: /);
  });

  it('refuses a malformed key naming the header, and managers and employees', async () => {
    const bad = await create({ name: 'Short key' }, 'short');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toMatch(/idempotency-key/);
    expect((await create({ name: 'By a manager' }, undefined, manager)).statusCode).toBe(403);
    expect((await create({ name: 'By a closer' }, undefined, closer)).statusCode).toBe(403);
  });
});

describe('PATCH /api/products/:id', () => {
  it('renames, reprices and archives with the version read, and refuses a stale one with 409', async () => {
    const { product_id: id } = product(await create({ name: 'Workshop', price: 100 }));
    const renamed = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 1, name: 'Workshop Pro', price: 150.5 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(product(renamed)).toMatchObject({ name: 'Workshop Pro', price: 150.5, version: 2 });
    const stale = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 1, name: 'Overwrite' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale-version' });
    const archived = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 2, is_active: false },
    });
    expect(product(archived)).toMatchObject({ name: 'Workshop Pro', is_active: false, version: 3 });
  });

  it('refuses another product’s name naming the field, and another organization’s product with 404', async () => {
    const { product_id: id } = product(await create({ name: 'Bootcamp' }));
    const taken = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 1, name: 'retried' },
    });
    expect(taken.statusCode).toBe(400);
    expect(message(taken)).toMatch(/^name: /);
    const foreignAdmin = await t.createUser({ access: 2, organizationName: 'Far' });
    const hidden = await t.injectAs(foreignAdmin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 1, name: 'Mine now' },
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('PATCH /api/products/:id with a typed price', () => {
  it('reprices from "1,997.00"', async () => {
    const created = product(await create({ name: 'Typed reprice', price: 10 }));
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${created.product_id}`,
      payload: { version: created.version, price: '1,997.00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(product(response).price).toBe(1997);
  });
});

describe('a product’s team', () => {
  it('adds, edits and removes a person, each change bumping the version', async () => {
    const { product_id: id } = product(await create({ name: 'Team product' }));
    const added = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/products/${id}/users`,
      payload: { user_id: closer.userId, role_id: String(closerRole), title: 'Closer' },
    });
    expect(added.statusCode).toBe(200);
    expect(product(added)).toMatchObject({
      version: 2,
      employees: [{ user_id: closer.userId, role_id: String(closerRole), title: 'Closer' }],
    });
    const edited = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}/users`,
      payload: { version: 2, user_id: closer.userId, title: 'Lead closer' },
    });
    expect(product(edited).employees[0]?.title).toBe('Lead closer');
    const stale = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}/users`,
      payload: { version: 2, user_id: closer.userId, title: 'Lost update' },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/products/${id}/users/${closer.userId}`,
    });
    expect(product(removed)).toMatchObject({ version: 4, employees: [] });
    const again = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/products/${id}/users/${closer.userId}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('names the field for a person who is not an active member, already there, or an archived role', async () => {
    const { product_id: id } = product(await create({ name: 'Picky product' }));
    const add = (userId: number, roleId: number) =>
      t.injectAs(admin, {
        method: 'POST',
        url: `/api/products/${id}/users`,
        payload: { user_id: userId, role_id: roleId, title: '' },
      });
    for (const userId of [leaver.userId, foreigner.userId]) {
      const response = await add(userId, closerRole);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/^user_id: /);
    }
    const archived = await add(closer.userId, archivedRole);
    expect(archived.statusCode).toBe(400);
    expect(message(archived)).toMatch(/^role_id: /);
    expect((await add(closer.userId, closerRole)).statusCode).toBe(200);
    const twice = await add(closer.userId, closerRole);
    expect(twice.statusCode).toBe(400);
    expect(message(twice)).toMatch(/^user_id: /);
  });

  it('takes no new people on an archived product, which stays listed with its history', async () => {
    const { product_id: id } = product(await create({ name: 'Shelved' }));
    await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { version: 1, is_active: false },
    });
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/products/${id}/users`,
      payload: { user_id: closer.userId, role_id: closerRole },
    });
    expect(response.statusCode).toBe(409);
    const list = await t.injectAs(closer, { method: 'GET', url: '/api/products' });
    expect(
      (list.json() as { data: { name: string; is_active: boolean }[] }).data.find(
        (item) => item.name === 'Shelved',
      ),
    ).toMatchObject({ is_active: false });
  });
});
