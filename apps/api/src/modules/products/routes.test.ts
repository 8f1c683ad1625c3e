import { productListSchema, productSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

let t: TestApp;
let employee: TestUser;
let foreignAdmin: TestUser;
let coaching = 0;
let course = 0;
let roleId = 0;

const insertId = async (sql: string, params: unknown[]) => {
  const [row] = await t.database.query<{ id: number }>(sql, params);
  return row?.id ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createUser({ organizationName: 'Acme' });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
  const org = employee.organizationId;
  roleId = await insertId(
    "INSERT INTO roles (organization_id, role_title) VALUES ($1, 'Closer') RETURNING role_id AS id",
    [org],
  );
  course = await insertId(
    "INSERT INTO products (organization_id, name, price_cents, is_active) VALUES ($1, 'Course', 49999, false) RETURNING product_id AS id",
    [org],
  );
  coaching = await insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 150000) RETURNING product_id AS id",
    [org],
  );
  await insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Foreign') RETURNING product_id AS id",
    [foreignAdmin.organizationId],
  );
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Senior closer')",
    [coaching, employee.userId, roleId],
  );
  await t.database.query(
    "INSERT INTO shares (organization_id, type, resource_id, name, token_hash, created_by) VALUES ($1, 'product', $2, 'Coaching', $3, $6), ($1, 'employee', $4, 'Me', $5, $4)",
    [
      org,
      coaching,
      hashOpaqueToken('coaching-token'),
      employee.userId,
      hashOpaqueToken('employee-token'),
      (await t.createUser({ organizationName: 'Acme', access: 2 })).userId,
    ],
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/products', () => {
  it('lists the organization’s products by name with dollars and teams', async () => {
    const response = await t.injectAs(employee, { method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(productListSchema).parse(response.json()).data).toEqual([
      {
        product_id: coaching,
        name: 'Coaching',
        price: 1500,
        is_active: true,
        version: 1,
        employees: [{ user_id: employee.userId, role_id: String(roleId), title: 'Senior closer' }],
      },
      {
        product_id: course,
        name: 'Course',
        price: 499.99,
        is_active: false,
        version: 1,
        employees: [],
      },
    ]);
  });

  it('answers the spelling with a trailing slash too', async () => {
    const response = await t.injectAs(employee, { method: 'GET', url: '/api/products/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
  });

  it('answers 401 without a token and to a share token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
    const shared = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-share-token': 'coaching-token' },
    });
    expect(shared.statusCode).toBe(401);
  });
});

describe('GET /api/products/:id', () => {
  it('gives a member one product', async () => {
    const response = await t.injectAs(employee, {
      method: 'GET',
      url: `/api/products/${coaching}`,
    });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(productSchema).parse(response.json()).data).toMatchObject({
      name: 'Coaching',
      price: 1500,
    });
  });

  it('lets a product share token read exactly that product', async () => {
    const read = (id: number, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/products/${id}`,
        headers: { 'x-share-token': token },
      });
    expect((await read(coaching, 'coaching-token')).statusCode).toBe(200);
    expect((await read(course, 'coaching-token')).statusCode).toBe(404);
    expect((await read(coaching, 'employee-token')).statusCode).toBe(404);
    expect((await read(coaching, 'unknown-token')).statusCode).toBe(401);
  });

  it('answers 404 for another organization’s product and missing ids, 400 naming id, 401 without a token', async () => {
    expect(
      (await t.injectAs(foreignAdmin, { method: 'GET', url: `/api/products/${coaching}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs(employee, { method: 'GET', url: '/api/products/999999' })).statusCode,
    ).toBe(404);
    const bad = await t.injectAs(employee, { method: 'GET', url: '/api/products/0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^id/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${coaching}` })).statusCode,
    ).toBe(401);
  });
});
