import {
  orgUserListSchema,
  orgUserSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let teamMember: TestUser;
let loner: TestUser;
let pending: TestUser;
let foreignAdmin: TestUser;
let foreignEmployee: TestUser;
let roleId = 0;
let foreignRoleId = 0;

beforeAll(async () => {
  t = await buildTestApp({ loginRateLimitPerIp: 1000 });
  admin = await t.createUser({
    access: 2,
    firstName: 'Ada',
    lastName: 'Admin',
    organizationName: 'Acme',
  });
  manager = await t.createUser({
    access: 3,
    firstName: 'Max',
    lastName: 'Manager',
    organizationName: 'Acme',
  });
  teamMember = await t.createUser({
    email: 'tess@example.test',
    password: 'right-password',
    firstName: 'Tess',
    lastName: 'Team',
    organizationName: 'Acme',
    managerId: manager.userId,
  });
  loner = await t.createUser({ firstName: 'Liam', lastName: 'Loner', organizationName: 'Acme' });
  pending = await t.createUser({
    firstName: 'Pia',
    lastName: 'Pending',
    organizationName: 'Acme',
    passwordHash: null,
  });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
  foreignEmployee = await t.createUser({ organizationName: 'Other' });
  const [role] = await t.database.query<{ role_id: number }>(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id",
    [admin.organizationId],
  );
  const [foreignRole] = await t.database.query<{ role_id: number }>(
    "INSERT INTO roles (organization_id, role_title) VALUES ($1, 'Setter') RETURNING role_id",
    [foreignAdmin.organizationId],
  );
  roleId = role?.role_id ?? 0;
  foreignRoleId = foreignRole?.role_id ?? 0;
});

afterAll(async () => {
  await t.close();
});

const listAs = async (user: TestUser) => {
  const response = await t.injectAs(user, { method: 'GET', url: '/api/users' });
  return response;
};

describe('GET /api/users', () => {
  it('shows admins the whole organization, ordered by display name', async () => {
    const response = await listAs(admin);
    expect(response.statusCode).toBe(200);
    const { data } = successEnvelope(z.strictObject(orgUserListSchema.shape)).parse(
      response.json(),
    );
    expect(data.users.map((u) => u.display_name)).toEqual([
      'Ada Admin',
      'Liam Loner',
      'Max Manager',
      'Pia Pending',
      'Tess Team',
    ]);
    expect(data.users.find((u) => u.user_id === pending.userId)?.is_pending).toBe(true);
    expect(z.strictObject(orgUserSchema.shape).safeParse(data.users[0]).success).toBe(true);
  });

  it('shows managers their team and themselves', async () => {
    const { data } = (await listAs(manager)).json();
    expect(data.users.map((u: { user_id: number }) => u.user_id)).toEqual([
      manager.userId,
      teamMember.userId,
    ]);
  });

  it('refuses employees (403) and strangers (401)', async () => {
    expect((await listAs(teamMember)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  const get = (user: TestUser, id: number | string) =>
    t.injectAs(user, { method: 'GET', url: `/api/users/${id}` });

  it.each([
    ['an employee reads themselves', () => teamMember, () => teamMember, 200],
    ['an employee reads a colleague', () => teamMember, () => loner, 404],
    ['a manager reads their team', () => manager, () => teamMember, 200],
    ['a manager reads another team', () => manager, () => loner, 404],
    ['an admin reads anyone of the org', () => admin, () => loner, 200],
    ['an admin reads another org', () => admin, () => foreignEmployee, 404],
    ['an employee reads another org', () => teamMember, () => foreignAdmin, 404],
  ])('%s → %i', async (_label, actor, target, status) => {
    const response = await get(actor(), target().userId);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(
        successEnvelope(z.strictObject(orgUserSchema.shape)).parse(response.json()).data.user_id,
      ).toBe(target().userId);
    }
  });

  it("names a person's manager, whom the person cannot look up themselves", async () => {
    const own = successEnvelope(orgUserSchema).parse(
      (await get(teamMember, teamMember.userId)).json(),
    ).data;
    expect(own).toMatchObject({ manager_id: manager.userId, manager_name: 'Max Manager' });
    expect((await get(teamMember, manager.userId)).statusCode).toBe(404);
    const alone = successEnvelope(orgUserSchema).parse((await get(admin, loner.userId)).json());
    expect(alone.data).toMatchObject({ manager_id: null, manager_name: null });
  });

  it('answers 404 for an unknown id and 400 naming id for a bad one', async () => {
    expect((await get(admin, 999_999)).statusCode).toBe(404);
    const bad = await get(admin, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
  });

  it('opens for a share link of that employee only', async () => {
    await t.database.query(
      `INSERT INTO shares (organization_id, type, resource_id, token_hash, created_by)
       VALUES ($1, 'employee', $2, $3, $2)`,
      [admin.organizationId, teamMember.userId, hashOpaqueToken('tess-share-token')],
    );
    const read = (id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: { 'x-share-token': 'tess-share-token' },
      });
    expect((await read(teamMember.userId)).statusCode).toBe(200);
    expect((await read(loner.userId)).statusCode).toBe(404);
    expect((await read(foreignEmployee.userId)).statusCode).toBe(404);
  });
});

describe('PATCH /api/users/:id', () => {
  const patch = (user: TestUser, id: number, payload: object) =>
    t.injectAs(user, { method: 'PATCH', url: `/api/users/${id}`, payload });

  it('lets people edit their own names; display name follows', async () => {
    const response = await patch(loner, loner.userId, { first_name: 'Lia' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ first_name: 'Lia', display_name: 'Lia Loner' });
    await patch(loner, loner.userId, { first_name: 'Liam' });
  });

  it('refuses a change of one’s own access or status', async () => {
    expect((await patch(admin, admin.userId, { access: 1 })).statusCode).toBe(403);
    expect((await patch(loner, loner.userId, { is_active: false })).statusCode).toBe(403);
    // Sending the unchanged value is no change at all.
    expect((await patch(loner, loner.userId, { is_active: true })).statusCode).toBe(200);
  });

  it('lets admins change role and team, validated within the organization', async () => {
    const response = await patch(admin, loner.userId, {
      role_id: roleId,
      manager_id: manager.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role_id: String(roleId),
      role_title: 'Closer',
      manager_id: manager.userId,
    });
    await patch(admin, loner.userId, { role_id: null, manager_id: null });
  });

  it.each([
    ['a role of another organization', () => ({ role_id: foreignRoleId }), /^role_id: /],
    ['an employee as manager', () => ({ manager_id: teamMember.userId }), /^manager_id: /],
    [
      'a manager of another organization',
      () => ({ manager_id: foreignAdmin.userId }),
      /^manager_id: /,
    ],
    ['themselves as manager', () => ({ manager_id: loner.userId }), /^manager_id: /],
    ['an unknown access level', () => ({ access: 7 }), /^access: /],
    ['nothing', () => ({}), /Nothing to update/],
  ])('answers 400 naming the field for %s', async (_label, payload, message) => {
    const response = await patch(admin, loner.userId, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('keeps managers to their own team', async () => {
    expect((await patch(manager, teamMember.userId, { role_id: roleId })).statusCode).toBe(200);
    expect((await patch(manager, loner.userId, { role_id: roleId })).statusCode).toBe(404);
    expect((await patch(manager, teamMember.userId, { access: 3 })).statusCode).toBe(403);
  });

  it('answers 404 for another organization’s user and 401 without a token', async () => {
    expect((await patch(admin, foreignEmployee.userId, { first_name: 'X' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${loner.userId}`,
      payload: { first_name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deactivation ends every session at once; reactivation needs a seat', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tess@example.test', password: 'right-password' },
    });
    const session = successEnvelope(signedInUserSchema).parse(login.json()).data;
    const deactivated = await patch(admin, teamMember.userId, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data.is_active).toBe(false);
    const [live] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [teamMember.userId],
    );
    expect(live?.n).toBe(0);
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('user-disabled');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.json().code).toBe('user-disabled');

    await t.database.query('UPDATE organizations SET seats = 4 WHERE organization_id = $1', [
      admin.organizationId,
    ]);
    const full = await patch(admin, teamMember.userId, { is_active: true });
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe('no-seats-available');
    expect(full.json().message).toMatch(/^is_active: All 4 seats are in use/);
    await t.database.query('UPDATE organizations SET seats = 25 WHERE organization_id = $1', [
      admin.organizationId,
    ]);
    expect((await patch(admin, teamMember.userId, { is_active: true })).statusCode).toBe(200);
  });
});
