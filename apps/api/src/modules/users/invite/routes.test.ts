import {
  createdInviteSchema,
  invitationSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../../security/opaque-token.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let foreignAdmin: TestUser;
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
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
  employee = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  foreignAdmin = await t.createUser({
    access: 2,
    email: 'taken@other.test',
    organizationName: 'Other',
  });
  const [role] = await t.database.query<{ role_id: number }>(
    "INSERT INTO roles (organization_id, role_title) VALUES ($1, 'Closer') RETURNING role_id",
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

const invite = (user: TestUser, payload: object) =>
  t.injectAs(user, { method: 'POST', url: '/api/users/invite', payload });

const tokenOf = (inviteUrl: string) => {
  const token = /^\/complete-registration\?token=([\w-]{43})$/.exec(inviteUrl)?.[1];
  if (!token) throw new Error(`unexpected invite url ${inviteUrl}`);
  return token;
};

const complete = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/complete-registration', payload });

const seatsUsed = async () => {
  const [row] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND is_active',
    [admin.organizationId],
  );
  return row?.n ?? 0;
};

describe('POST /api/users/invite', () => {
  it('creates a pending user and a 7-day link; the invitee registers once', async () => {
    const response = await invite(admin, {
      email: 'New.Person@Example.test',
      first_name: 'New',
      last_name: 'Person',
      role_id: roleId,
    });
    expect(response.statusCode).toBe(201);
    const { data } = successEnvelope(z.strictObject(createdInviteSchema.shape)).parse(
      response.json(),
    );
    expect(data.user).toMatchObject({
      email: 'New.Person@Example.test',
      access: 4,
      is_pending: true,
      is_active: true,
      role_id: String(roleId),
      manager_id: null,
    });
    const token = tokenOf(data.invite_url);
    const days = (Date.parse(data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await t.database.query<{ kind: string; created_by: number }>(
      'SELECT kind, created_by FROM action_codes WHERE token_hash = $1',
      [hashOpaqueToken(token)],
    );
    expect(stored).toEqual({ kind: 'invite', created_by: admin.userId });

    const shown = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(
      successEnvelope(z.strictObject(invitationSchema.shape)).parse(shown.json()).data,
    ).toEqual({
      email: 'New.Person@Example.test',
      first_name: 'New',
      last_name: 'Person',
      organization_name: 'Acme',
      invited_by: 'Ada Admin',
      expires_at: data.expires_at,
    });

    const weak = await complete({
      token,
      first_name: 'Nia',
      last_name: 'Person',
      password: 'new.person',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: /);

    const done = await complete({
      token,
      first_name: 'Nia',
      last_name: 'Person',
      password: 'a-good-long-password',
    });
    expect(done.statusCode).toBe(200);
    expect(successEnvelope(signedInUserSchema).parse(done.json()).data).toMatchObject({
      user_id: data.user.user_id,
      display_name: 'Nia Person',
      organization_name: 'Acme',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.person@example.test', password: 'a-good-long-password' },
    });
    expect(login.statusCode).toBe(200);

    const reused = await complete({
      token,
      first_name: 'X',
      last_name: 'Y',
      password: 'another-long-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid-action-code');
    const reshown = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
    expect(reshown.json().code).toBe('invalid-action-code');
  });

  it('an expired link answers 400 expired-action-code', async () => {
    const { data } = (await invite(admin, { email: 'late@example.test' })).json();
    const token = tokenOf(data.invite_url);
    await t.database.query(
      "UPDATE action_codes SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashOpaqueToken(token)],
    );
    const shown = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
    expect(shown.statusCode).toBe(400);
    expect(shown.json().code).toBe('expired-action-code');
    const done = await complete({
      token,
      first_name: 'L',
      last_name: 'Ate',
      password: 'a-good-long-password',
    });
    expect(done.json().code).toBe('expired-action-code');
  });

  it('re-inviting a pending email replaces its link and uses no second seat', async () => {
    const first = (await invite(admin, { email: 'twice@example.test' })).json().data;
    const used = await seatsUsed();
    const second = await invite(admin, { email: 'TWICE@example.test', first_name: 'Two' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.user.user_id).toBe(first.user.user_id);
    expect(await seatsUsed()).toBe(used);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invite/${tokenOf(first.invite_url)}`,
    });
    expect(old.json().code).toBe('invalid-action-code');
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invite/${tokenOf(second.json().data.invite_url)}`,
    });
    expect(fresh.json().data.first_name).toBe('Two');
  });

  it('a deactivated invite cannot register; re-inviting reactivates it', async () => {
    const first = (await invite(admin, { email: 'paused@example.test' })).json().data;
    await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/${first.user.user_id}`,
      payload: { is_active: false },
    });
    const token = tokenOf(first.invite_url);
    const blocked = await complete({
      token,
      first_name: 'P',
      last_name: 'Aused',
      password: 'a-good-long-password',
    });
    expect(blocked.json().code).toBe('invalid-action-code');
    const again = await invite(admin, { email: 'paused@example.test' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.user).toMatchObject({ user_id: first.user.user_id, is_active: true });
  });

  it('a pending invitee cannot sign in before registering', async () => {
    await invite(admin, { email: 'not-yet@example.test' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-yet@example.test', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers 409 email-already-in-use for a registered user of this org', async () => {
    const response = await invite(admin, { email: employee.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('email-already-in-use');
  });

  it('invites an email registered in another organization like any new one', async () => {
    const shapeOf = (body: { data: { user: Record<string, unknown> } }) => ({
      keys: Object.keys(body.data).sort(),
      user: { is_pending: body.data.user['is_pending'], is_active: body.data.user['is_active'] },
    });
    const fresh = await invite(admin, { email: 'never-seen@example.test' });
    const taken = await invite(admin, { email: 'Taken@Other.test' });
    // Nothing tells the inviter that the address exists elsewhere.
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));

    const registered = await complete({
      token: tokenOf(taken.json().data.invite_url),
      first_name: 'Tak',
      last_name: 'En',
      password: 'acme-side-password',
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.organization_id).toBe(admin.organizationId);

    // Each account opens with its own password; the other organization's is untouched.
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'taken@other.test', password },
      });
    expect((await signIn('acme-side-password')).json().data.organization_id).toBe(
      admin.organizationId,
    );
    expect((await signIn('secret-password')).json().data).toMatchObject({
      user_id: foreignAdmin.userId,
      organization_id: foreignAdmin.organizationId,
    });
    expect((await signIn('neither-password')).statusCode).toBe(401);
  });

  it('answers 409 no-seats-available when the seats are used up', async () => {
    await t.database.query('UPDATE organizations SET seats = $2 WHERE organization_id = $1', [
      admin.organizationId,
      await seatsUsed(),
    ]);
    const response = await invite(admin, { email: 'one-too-many@example.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('no-seats-available');
    await t.database.query('UPDATE organizations SET seats = 25 WHERE organization_id = $1', [
      admin.organizationId,
    ]);
  });

  it('puts a manager’s invite into their own team, as an employee only', async () => {
    const response = await invite(manager, { email: 'recruit@example.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ manager_id: manager.userId, access: 4 });
    expect((await invite(manager, { email: 'boss@example.test', access: 3 })).statusCode).toBe(403);
    expect(
      (await invite(manager, { email: 'elsewhere@example.test', manager_id: admin.userId }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses employees (403) and strangers (401)', async () => {
    expect((await invite(employee, { email: 'friend@example.test' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'friend@example.test' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['email', () => ({ email: 'not-an-email' }), /^email: /],
    ['access', () => ({ email: 'x1@example.test', access: 1 }), /^access: /],
    [
      'role_id of another org',
      () => ({ email: 'x2@example.test', role_id: foreignRoleId }),
      /^role_id: /,
    ],
    [
      'manager_id of an employee',
      () => ({ email: 'x3@example.test', manager_id: employee.userId }),
      /^manager_id: /,
    ],
  ])('answers 400 naming %s', async (_label, payload, message) => {
    const response = await invite(admin, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 naming manager_id for another organization’s manager', async () => {
    const response = await invite(admin, {
      email: 'x4@example.test',
      manager_id: foreignAdmin.userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^manager_id: /);
  });
});
