import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './testing/build-test-app.ts';

/*
 * Names are one line: a line break, tab, other control character or bidi override in any name
 * a route takes answers 400 naming the field, and nothing is written. The contract's
 * name-input.test.ts holds every schema to it; these are the routes, end to end.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let productId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2, organizationName: 'Acme' });
  member = await t.createUser({ organizationName: 'Acme' });
  const created = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/products',
    payload: { name: 'Coaching' },
  });
  expect(created.statusCode).toBe(201);
  productId = created.json<{ data: { product_id: number } }>().data.product_id;
});

afterAll(async () => {
  await t.close();
});

const tomorrow = new Date(Date.now() + 86_400_000).toISOString();

const cases: [label: string, as: () => TestUser, request: () => InjectOptions, field: string][] = [
  [
    'a CR LF in one’s own first name',
    () => member,
    () => ({
      method: 'PUT',
      url: '/api/profile',
      payload: { version: 1, first_name: 'Ann\r\nBcc: x', last_name: 'Lee', display_name: '' },
    }),
    'first_name',
  ],
  [
    'a LF in a person’s last name, set by an admin',
    () => admin,
    () => ({
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { last_name: 'Lee\nSecond line' },
    }),
    'last_name',
  ],
  [
    'a bidi override in a display name',
    () => admin,
    () => ({
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { display_name: 'Ann \u202eeeL' },
    }),
    'display_name',
  ],
  [
    'a CR in an invitee’s first name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'new@example.test', first_name: 'Bo\rb' },
    }),
    'first_name',
  ],
  [
    'a TAB in a product’s name',
    () => admin,
    () => ({ method: 'POST', url: '/api/products', payload: { name: 'Coaching\tPlus' } }),
    'name',
  ],
  [
    'a LF in a product’s new name',
    () => admin,
    () => ({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      payload: { version: 1, name: 'Coaching\nPlus' },
    }),
    'name',
  ],
  [
    'a line separator in a sales role’s title',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/roles',
      payload: { role_title: 'Closer\u2028Senior', commission: 10 },
    }),
    'role_title',
  ],
  [
    'a CR LF in the organization’s name',
    () => admin,
    () => ({
      method: 'PUT',
      url: `/api/organizations/${admin.organizationId}`,
      payload: { name: 'Acme\r\nSales' },
    }),
    'name',
  ],
  [
    'a LF in a share link’s name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: member.userId, name: 'Board\nlink' },
    }),
    'name',
  ],
  [
    'a LF in an API key’s name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'CRM\nsync', scopes: ['records:read'] },
    }),
    'name',
  ],
  [
    'a LF in a webhook endpoint’s name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/webhook-endpoints',
      payload: { type: 'generic', name: 'Booking\ntool' },
    }),
    'name',
  ],
  [
    'a CR in a customer’s name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/transactions',
      payload: {
        user_id: member.userId,
        product_id: productId,
        customer_name: 'Dana\rDoe',
        amount: 500,
        transaction_type: 'new',
        transaction_date: '2026-01-05',
      },
    }),
    'customer_name',
  ],
  [
    'a LF in a lead’s name',
    () => admin,
    () => ({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        user_id: member.userId,
        product_id: productId,
        lead_name: 'Lee\nRoy',
        call_date: tomorrow,
      },
    }),
    'lead_name',
  ],
];

describe('a name with a control character', () => {
  it.each(cases)('%s answers 400 naming the field', async (_label, as, request, field) => {
    const response = await t.injectAs(as(), request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation-error',
      message: `${field}: must not contain control characters (line breaks, tabs…)`,
    });
  });

  it('wrote none of them', async () => {
    const [names] = await t.database.query<{ bad: number }>(
      `SELECT (SELECT count(*) FROM users WHERE first_name || last_name || display_name ~ '[\\r\\n\\t]')
            + (SELECT count(*) FROM products WHERE name <> 'Coaching')
            + (SELECT count(*) FROM roles)
            + (SELECT count(*) FROM transactions)
            + (SELECT count(*) FROM appointments)
            + (SELECT count(*) FROM shares)
            + (SELECT count(*) FROM api_keys)
            + (SELECT count(*) FROM webhook_endpoints)
            + (SELECT count(*) FROM organizations WHERE name <> 'Acme') AS bad`,
    );
    expect(Number(names?.bad)).toBe(0);
  });

  it('a plain name still goes through', async () => {
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { display_name: 'Zoë Ångström' },
    });
    expect(response.statusCode).toBe(200);
  });
});
