import { signedInUserSchema, successEnvelope } from '@salesdash/api-contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser({
    email: 'Ada.Admin@Example.test',
    password: 'right-password',
    access: 2,
    firstName: 'Ada',
    lastName: 'Admin',
    organizationName: 'Acme',
  });
  await t.createUser({ email: 'gone@example.test', password: 'right-password', isActive: false });
});

afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  it('signs in case-insensitively and returns the signed-in user', async () => {
    const response = await login('  ada.admin@example.TEST ', 'right-password');
    expect(response.statusCode).toBe(200);
    const { data } = z
      .strictObject(successEnvelope(signedInUserSchema).shape)
      .parse(response.json());
    expect(z.strictObject(signedInUserSchema.shape).safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      access: 2,
      is_active: true,
      email: 'Ada.Admin@Example.test',
      first_name: 'Ada',
      last_name: 'Admin',
      display_name: 'Ada Admin',
      organization_name: 'Acme',
      profile_picture: null,
      avatar: null,
      profile_picture_mode: 'initials',
    });

    const claims = decodeJwt(data.access_token);
    expect(claims).toMatchObject({
      sub: String(data.user_id),
      org: data.organization_id,
      access: 2,
      uid: data.uid,
      email: data.email,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);

    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.query<{ token_hash: string; days: number }>(
      `SELECT token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int AS days
       FROM refresh_tokens WHERE user_id = $1`,
      [data.user_id],
    );
    expect(stored).toEqual({ token_hash: hashOpaqueToken(data.refresh_token), days: 30 });
  });

  it('the access token opens protected routes', async () => {
    const { data } = (await login('ada.admin@example.test', 'right-password')).json();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/redirects?path=/x',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(response.json()).toEqual({ status: 'success', data: null });
  });

  it.each([
    ['a wrong password', 'ada.admin@example.test', 'wrong-password'],
    ['an unknown email', 'nobody@example.test', 'right-password'],
  ])('answers 401 invalid-credential for %s', async (_label, email, password) => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'invalid-credential',
      message: 'Invalid email or password',
    });
  });

  it('answers 403 user-disabled for an inactive user with the right password', async () => {
    const response = await login('gone@example.test', 'right-password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'error', code: 'user-disabled' });
  });

  it('does not reveal a disabled account to a wrong password', async () => {
    const response = await login('gone@example.test', 'wrong-password');
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, /^email: /],
    [{ email: 'a@b.test', password: '' }, /^password: /],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
