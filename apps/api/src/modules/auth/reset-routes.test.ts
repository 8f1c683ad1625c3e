import { signedInUserSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

// Logs are captured: the server log is where reset links go.
let t: TestApp;
let rita: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp(
    { loginRateLimitPerIp: 1000, resetRateLimitPerIp: 1000, resetRateLimitPerEmail: 1000 },
    { captureLogs: true },
  );
  rita = await t.createUser({
    email: 'Rita@Example.test',
    firstName: 'Rita',
    lastName: 'Reset',
    password: 'right-password',
  });
  admin = await t.createUser({ access: 2 });
  await t.createUser({ email: 'off@example.test', password: 'right-password', isActive: false });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** The newest reset link the server logged, as its token. */
function loggedResetToken(): string {
  const links = t.logLines
    .map((line) => JSON.parse(line) as { msg?: string; link?: string })
    .filter((entry) => entry.msg === 'password reset link');
  const token = /^\/login\?reset=([\w-]{43})$/.exec(links.at(-1)?.link ?? '')?.[1];
  if (!token) throw new Error('no reset link in the log');
  return token;
}

/** Requests a reset and returns the token of the link it logged. */
async function requestReset(email = 'rita@example.test'): Promise<string> {
  const response = await post('/api/auth/reset-request', { email });
  expect(response.statusCode).toBe(200);
  return loggedResetToken();
}

describe('POST /api/auth/reset-request', () => {
  it('writes the link to the server log only: no notification, no stored token', async () => {
    const token = await requestReset('  RITA@example.test ');
    const logged = t.logLines.find((line) => line.includes(`/login?reset=${token}`));
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ userId: rita.userId, email: rita.email });
    // A session must not be able to read the link (that would be an account takeover).
    const inbox = await t.injectAs(rita, { method: 'GET', url: '/api/notifications' });
    expect(inbox.json().data.notifications).toEqual([]);
    const [stored] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE link LIKE '%' || $1 || '%'`,
      [token],
    );
    expect(stored?.n).toBe(0);
    const [code] = await t.app.db.query<{ kind: string; minutes: number }>(
      `SELECT kind, round(extract(epoch from expires_at - created_at) / 60)::int AS minutes
       FROM action_codes WHERE token_hash = $1`,
      [hashOpaqueToken(token)],
    );
    expect(code).toEqual({ kind: 'reset', minutes: 60 });
  });

  it.each(['nobody@example.test', 'off@example.test'])(
    'answers the same for %s, in the same time, and creates nothing',
    async (email) => {
      const [before] = await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM action_codes',
      );
      const started = Date.now();
      const response = await post('/api/auth/reset-request', { email });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(response.json()).toEqual({ status: 'success', data: { ok: true } });
      const [after] = await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM action_codes',
      );
      expect(after?.n).toBe(before?.n);
    },
  );

  it('answers 400 naming email for a malformed address', async () => {
    const response = await post('/api/auth/reset-request', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the password once, ends old sessions and signs in', async () => {
    const old = (
      await post('/api/auth/login', { email: 'rita@example.test', password: 'right-password' })
    ).json().data;
    const token = await requestReset();
    const response = await post('/api/auth/reset', { token, password: 'brand-new-secret' });
    expect(response.statusCode).toBe(200);
    successEnvelope(signedInUserSchema).parse(response.json());
    expect((await post('/api/auth/refresh', { refresh_token: old.refresh_token })).statusCode).toBe(
      401,
    );
    const login = await post('/api/auth/login', {
      email: 'rita@example.test',
      password: 'brand-new-secret',
    });
    expect(login.statusCode).toBe(200);
    const again = await post('/api/auth/reset', { token, password: 'another-new-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid-action-code');
  });

  it('a newer link replaces an older one', async () => {
    const first = await requestReset();
    const second = await requestReset();
    const old = await post('/api/auth/reset', { token: first, password: 'brand-new-secret' });
    expect(old.json().code).toBe('invalid-action-code');
    expect(
      (await post('/api/auth/reset', { token: second, password: 'brand-new-secret' })).statusCode,
    ).toBe(200);
  });

  it('answers 400 expired-action-code after an hour', async () => {
    const token = await requestReset();
    await t.app.db.query(
      "UPDATE action_codes SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashOpaqueToken(token)],
    );
    const response = await post('/api/auth/reset', { token, password: 'brand-new-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('expired-action-code');
  });

  it('answers 400 invalid-action-code for an unknown token', async () => {
    const response = await post('/api/auth/reset', {
      token: 'made-up',
      password: 'brand-new-secret',
    });
    expect(response.json()).toMatchObject({ code: 'invalid-action-code' });
  });

  it.each([
    ['short', /^password: Use at least 10/],
    ['rita@example.test', /^password: .*email/],
    ['qwertyuiop', /^password: .*too common/],
  ])('refuses the new password %s naming the field', async (password, message) => {
    const token = await requestReset();
    const response = await post('/api/auth/reset', { token, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    // A refused password leaves the link usable.
    expect(
      (await post('/api/auth/reset', { token, password: 'brand-new-secret' })).statusCode,
    ).toBe(200);
  });
});

describe('open reset links are retired', () => {
  const resetWith = (token: string) =>
    post('/api/auth/reset', { token, password: 'yet-another-secret-9' });

  it('by a password change', async () => {
    const token = await requestReset();
    const session = (
      await post('/api/auth/login', { email: rita.email, password: 'brand-new-secret' })
    ).json().data;
    expect(session?.access_token).toBeTruthy();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { current_password: 'brand-new-secret', new_password: 'changed-by-owner-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(token)).json()).toMatchObject({ code: 'invalid-action-code' });
  });

  it('by a completed reset, including a second link issued meanwhile', async () => {
    const first = await requestReset();
    // A second live link, as two requests racing each other could leave behind.
    const second = 'second-live-reset-token-0123456789abcdefghij';
    await t.app.db.query(
      `INSERT INTO action_codes (organization_id, user_id, kind, token_hash, expires_at)
       VALUES ($1, $2, 'reset', $3, now() + interval '1 hour')`,
      [rita.organizationId, rita.userId, hashOpaqueToken(second)],
    );
    expect(
      (await post('/api/auth/reset', { token: first, password: 'reset-once-more-2' })).statusCode,
    ).toBe(200);
    expect((await resetWith(second)).json()).toMatchObject({ code: 'invalid-action-code' });
  });

  it('by deactivation, so reactivating does not bring the link back', async () => {
    const token = await requestReset();
    for (const is_active of [false, true]) {
      const response = await t.injectAs(admin, {
        method: 'PATCH',
        url: `/api/users/${rita.userId}`,
        payload: { is_active },
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await resetWith(token)).json()).toMatchObject({ code: 'invalid-action-code' });
  });
});

describe('an email with accounts in two organizations', () => {
  it('gets a reset link for each account, each resetting only its own', async () => {
    const other = await t.createUser({
      email: 'rita@example.test',
      organizationName: 'Second Org',
      password: 'second-org-password',
    });
    const before = t.logLines.length;
    await post('/api/auth/reset-request', { email: 'rita@example.test' });
    const links = t.logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg?: string; userId?: number; link?: string })
      .filter((entry) => entry.msg === 'password reset link');
    expect(links.map((entry) => entry.userId).sort()).toEqual([rita.userId, other.userId].sort());
    const link = links.find((entry) => entry.userId === other.userId)?.link ?? '';
    const token = link.replace('/login?reset=', '');
    const reset = await post('/api/auth/reset', { token, password: 'second-org-new-pass' });
    expect(reset.json().data.organization_id).toBe(other.organizationId);
  });
});
