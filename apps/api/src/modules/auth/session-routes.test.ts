import {
  currentUserSchema,
  signedInUserSchema,
  successEnvelope,
  type SignedInUser,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ loginRateLimitPerIp: 1000 });
  ada = await t.createUser({ email: 'ada@example.test', password: 'right-password', access: 2 });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function login(email: string, password = 'right-password'): Promise<SignedInUser> {
  const response = await post('/api/auth/login', { email, password });
  expect(response.statusCode).toBe(200);
  return successEnvelope(signedInUserSchema).parse(response.json()).data;
}

const refresh = (token: string) => post('/api/auth/refresh', { refresh_token: token });

async function tokenRow(token: string) {
  const [row] = await t.database.query<{
    family_id: string;
    rotated_at: Date | null;
    revoked_at: Date | null;
  }>('SELECT family_id, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = $1', [
    hashOpaqueToken(token),
  ]);
  return row;
}

describe('POST /api/auth/refresh', () => {
  it('rotates: a new token in the same family, the old one marked rotated', async () => {
    const session = await login('ada@example.test');
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const { data } = z
      .strictObject(successEnvelope(signedInUserSchema).shape)
      .parse(response.json());
    expect(data.user_id).toBe(ada.userId);
    expect(data.refresh_token).not.toBe(session.refresh_token);
    const before = await tokenRow(session.refresh_token);
    const after = await tokenRow(data.refresh_token);
    expect(before?.rotated_at).toBeInstanceOf(Date);
    expect(after).toMatchObject({
      family_id: before?.family_id,
      rotated_at: null,
      revoked_at: null,
    });
    expect((await refresh(data.refresh_token)).statusCode).toBe(200);
  });

  it('reusing a rotated token revokes the whole family', async () => {
    const session = await login('ada@example.test');
    const next = (await refresh(session.refresh_token)).json().data.refresh_token as string;
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'invalid-credential' });
    expect((await tokenRow(next))?.revoked_at).toBeInstanceOf(Date);
    const stolen = await refresh(next);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('invalid-credential');
  });

  it('lets only one of two concurrent uses of a token rotate it', async () => {
    const session = await login('ada@example.test');
    const answers = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('leaves other sessions of the user alone when one family is revoked', async () => {
    const phone = await login('ada@example.test');
    const laptop = await login('ada@example.test');
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('ends a session 90 days after its sign-in, however often it renewed', async () => {
    const first = await login('ada@example.test');
    const [family] = await t.database.query<{ days: number }>(
      `SELECT round(extract(epoch from family_expires_at - created_at) / 86400)::int AS days
       FROM refresh_tokens WHERE token_hash = $1`,
      [hashOpaqueToken(first.refresh_token)],
    );
    expect(family?.days).toBe(90);
    const renewed = successEnvelope(signedInUserSchema).parse(
      (await refresh(first.refresh_token)).json(),
    ).data;
    // The renewal carries the family's end forward: it does not restart the 90 days.
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(DISTINCT family_expires_at)::int AS n FROM refresh_tokens WHERE family_id = $1',
      [(await tokenRow(renewed.refresh_token))?.family_id],
    );
    expect(rows[0]?.n).toBe(1);
    // 90 days on (the family's end moved into the past), the fresh token no longer renews.
    await t.database.query(
      "UPDATE refresh_tokens SET family_expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashOpaqueToken(renewed.refresh_token)],
    );
    const ended = await refresh(renewed.refresh_token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'invalid-credential' });
  });

  it('never gives a token more life than its family has left', async () => {
    const first = await login('ada@example.test');
    await t.database.query(
      "UPDATE refresh_tokens SET family_expires_at = now() + interval '2 days' WHERE token_hash = $1",
      [hashOpaqueToken(first.refresh_token)],
    );
    const renewed = successEnvelope(signedInUserSchema).parse(
      (await refresh(first.refresh_token)).json(),
    ).data;
    const [row] = await t.database.query<{ days: number }>(
      `SELECT round(extract(epoch from expires_at - now()) / 86400)::int AS days
       FROM refresh_tokens WHERE token_hash = $1`,
      [hashOpaqueToken(renewed.refresh_token)],
    );
    expect(row?.days).toBe(2);
  });

  it('answers 401 invalid-credential for unknown and expired tokens', async () => {
    expect((await refresh('x'.repeat(43))).json()).toMatchObject({ code: 'invalid-credential' });
    const session = await login('ada@example.test');
    await t.database.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashOpaqueToken(session.refresh_token)],
    );
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid-credential');
  });

  it('answers 403 user-disabled for a deactivated user', async () => {
    await t.createUser({ email: 'leaving@example.test', password: 'right-password' });
    const session = await login('leaving@example.test');
    await t.database.query(
      "UPDATE users SET is_active = false WHERE email = 'leaving@example.test'",
    );
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user-disabled');
  });

  it('answers 400 naming refresh_token when it is missing', async () => {
    const response = await post('/api/auth/refresh', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^refresh_token: /);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family, so the token no longer refreshes', async () => {
    const session = await login('ada@example.test');
    const response = await post('/api/auth/logout', { refresh_token: session.refresh_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { ok: true } });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('answers ok for an unknown token too', async () => {
    const response = await post('/api/auth/logout', { refresh_token: 'never-issued' });
    expect(response.json()).toEqual({ status: 'success', data: { ok: true } });
  });
});

describe('GET /api/auth/me', () => {
  it('returns the current user without tokens', async () => {
    const response = await t.injectAs(ada, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(200);
    const { data } = successEnvelope(z.strictObject(currentUserSchema.shape)).parse(
      response.json(),
    );
    expect(data).toMatchObject({ user_id: ada.userId, email: 'ada@example.test', access: 2 });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  const change = (user: TestUser, payload: object) =>
    t.injectAs(user, { method: 'POST', url: '/api/auth/password', payload });

  it('answers 400 wrong-password naming current_password', async () => {
    const response = await change(ada, {
      current_password: 'not-it-at-all',
      new_password: 'a-fine-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'wrong-password' });
    expect(response.json().message).toMatch(/^current_password: /);
  });

  it.each([
    ['too short', 'short1', /^new_password: Use at least 10 characters/],
    ['the email', 'ada@example.test', /^new_password: .*email/],
    ['the local part of the email', 'ADA', /^new_password: /],
    ['a common password', 'password123', /^new_password: .*too common/],
  ])('refuses a new password that is %s', async (_label, newPassword, message) => {
    const response = await change(ada, {
      current_password: 'right-password',
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation-error' });
    expect(response.json().message).toMatch(message);
  });

  it('changes the password, ends every session and starts a new one', async () => {
    const user = await t.createUser({ email: 'changer@example.test', password: 'right-password' });
    const old = await login('changer@example.test');
    const response = await change(user, {
      current_password: 'right-password',
      new_password: 'a-much-better-pass',
    });
    expect(response.statusCode).toBe(200);
    const { data } = successEnvelope(signedInUserSchema).parse(response.json());
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);
    expect((await refresh(data.refresh_token)).statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { email: 'changer@example.test', password: 'right-password' }))
        .statusCode,
    ).toBe(401);
    await login('changer@example.test', 'a-much-better-pass');
  });
});
