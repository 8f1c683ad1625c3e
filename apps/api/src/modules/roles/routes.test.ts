import { roleListSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let employee: TestUser;
let foreignEmployee: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createUser({ organizationName: 'Acme' });
  foreignEmployee = await t.createUser({ organizationName: 'Other' });
  await t.database.query(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Setter', 5), ($1, 'Closer', 12.5), ($2, 'Foreign', 50)",
    [employee.organizationId, foreignEmployee.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/roles', () => {
  it('lists the organization’s roles by title with string ids and percent commissions', async () => {
    const response = await t.injectAs(employee, { method: 'GET', url: '/api/roles' });
    expect(response.statusCode).toBe(200);
    const roles = successEnvelope(roleListSchema).parse(response.json()).data;
    expect(roles.map(({ role_title, commission }) => [role_title, commission])).toEqual([
      ['Closer', 12.5],
      ['Setter', 5],
    ]);
    expect(roles.every((role) => /^\d+$/.test(role.role_id))).toBe(true);
  });

  it('shows another organization only its own roles', async () => {
    const response = await t.injectAs(foreignEmployee, { method: 'GET', url: '/api/roles' });
    const roles = successEnvelope(roleListSchema).parse(response.json()).data;
    expect(roles.map((role) => role.role_title)).toEqual(['Foreign']);
  });

  it('answers 401 without a token and to a share token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
    const shared = await t.app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: { 'x-share-token': 'anything' },
    });
    expect(shared.statusCode).toBe(401);
  });
});
