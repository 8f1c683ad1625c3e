import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './testing/build-test-app.ts';

/*
 * The exact requests of the security review (docs/decisions/0006-security-fixes.md) that answered
 * 500 or were accepted: each must now be a 400 naming the field. security-matrix/input-fuzz.test.ts
 * holds every route to the same rule; this list keeps the reported cases readable.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  member = await t.createUser();
});

afterAll(async () => {
  await t.close();
});

const cases: [string, () => InjectOptions, string][] = [
  ['GET a user id of 2^31', () => ({ method: 'GET', url: '/api/users/2147483648' }), 'id'],
  ['DELETE a share id of 3e9', () => ({ method: 'DELETE', url: '/api/shares/3000000000' }), 'id'],
  [
    'PATCH a notification id of 3e9',
    () => ({ method: 'PATCH', url: '/api/notifications/3000000000' }),
    'id',
  ],
  [
    'POST a share of resource 3e9',
    () => ({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: 3_000_000_000 },
    }),
    'resource_id',
  ],
  [
    'PATCH a manager id of 3e9',
    () => ({
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { manager_id: 3_000_000_000 },
    }),
    'manager_id',
  ],
  [
    'invite with a role id of 3e9',
    () => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'a@example.test', role_id: 3_000_000_000 },
    }),
    'role_id',
  ],
  [
    'invite with a manager id of 3e9',
    () => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'a@example.test', manager_id: 3_000_000_000 },
    }),
    'manager_id',
  ],
  [
    'a NUL in a share name',
    () => ({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: member.userId, name: 'a\u0000b' },
    }),
    'name',
  ],
  [
    'a NUL in a first name',
    () => ({
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { first_name: '\u0000' },
    }),
    'first_name',
  ],
  [
    'a NUL in a display name',
    () => ({
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { display_name: 'x\u0000' },
    }),
    'display_name',
  ],
  [
    'a NUL in an invite name',
    () => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'b@example.test', first_name: 'a\u0000' },
    }),
    'first_name',
  ],
  [
    'a NUL in the organization name',
    () => ({
      method: 'PUT',
      url: `/api/organizations/${admin.organizationId}`,
      payload: { name: 'Acme\u0000' },
    }),
    'name',
  ],
  [
    'an invite email of 200,000 characters',
    () => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: `${'a'.repeat(200_000)}@example.test` },
    }),
    'email',
  ],
  ['a hexadecimal user id', () => ({ method: 'GET', url: '/api/users/0x10' }), 'id'],
  [
    'role_id: true',
    () => ({ method: 'PATCH', url: `/api/users/${member.userId}`, payload: { role_id: true } }),
    'role_id',
  ],
];

describe('bad input found by the security review', () => {
  it.each(cases)('%s answers 400 naming the field', async (_label, request, field) => {
    const response = await t.injectAs(admin, request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('keeps role ids written as text working (clients send them as strings)', async () => {
    const [role] = await t.database.query<{ role_id: number }>(
      "INSERT INTO roles (organization_id, role_title) VALUES ($1, 'Closer') RETURNING role_id",
      [admin.organizationId],
    );
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/${member.userId}`,
      payload: { role_id: String(role?.role_id) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role_id).toBe(String(role?.role_id));
  });
});
