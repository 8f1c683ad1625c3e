import { Writable } from 'node:stream';
import { signedInUserSchema, successEnvelope } from '@salesdash/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openTestDatabase, testJwtSecret } from '../../testing/build-test-app.ts';
import { hashPassword } from './password.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

// Built by hand (not buildTestApp) to read the server log, where the reset link goes.
let app: App;
const logLines: string[] = [];
let userId = 0;

beforeAll(async () => {
  const database = await openTestDatabase();
  const [org] = await database.query<{ organization_id: number }>(
    "INSERT INTO organizations (name) VALUES ('Reset Org') RETURNING organization_id",
  );
  const [user] = await database.query<{ user_id: number }>(
    `INSERT INTO users (organization_id, email, first_name, last_name, password_hash)
     VALUES ($1, 'Rita@Example.test', 'Rita', 'Reset', $2) RETURNING user_id`,
    [org?.organization_id, await hashPassword('right-password')],
  );
  userId = user?.user_id ?? 0;
  await database.query(
    `INSERT INTO users (organization_id, email, password_hash, is_active)
     VALUES ($1, 'off@example.test', $2, false)`,
    [org?.organization_id, await hashPassword('right-password')],
  );
  app = await buildApp({
    database,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
    config: {
      seedDemo: false,
      jwtSecret: testJwtSecret,
      dataDir: 'memory://',
      webDist: '/nonexistent-web-dist',
      databaseUrl: undefined,
      loginRateLimitPerIp: 1000,
      resetRateLimitPerIp: 1000,
      resetRateLimitPerEmail: 1000,
    },
  });
  await app.ready();
  return async () => {
    await app.close();
    await database.close();
  };
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

/** Requests a reset and returns the token from the newest notification's link. */
async function requestReset(email = 'rita@example.test'): Promise<string> {
  const response = await post('/api/auth/reset-request', { email });
  expect(response.statusCode).toBe(200);
  const [row] = await app.db.query<{ link: string }>(
    'SELECT link FROM notifications WHERE user_id = $1 ORDER BY notification_id DESC LIMIT 1',
    [userId],
  );
  const token = /^\/login\?reset=([\w-]{43})$/.exec(row?.link ?? '')?.[1];
  if (!token) throw new Error(`no reset link in ${row?.link}`);
  return token;
}

describe('POST /api/auth/reset-request', () => {
  it('writes the link to the log and to a notification, and answers ok', async () => {
    const token = await requestReset('  RITA@example.test ');
    const [notification] = await app.db.query<{ type: string; title: string }>(
      'SELECT type, title FROM notifications WHERE user_id = $1',
      [userId],
    );
    expect(notification).toEqual({ type: 'password-reset', title: 'Password reset requested' });
    expect(logLines.some((line) => line.includes(`/login?reset=${token}`))).toBe(true);
    const [code] = await app.db.query<{ kind: string; minutes: number }>(
      `SELECT kind, round(extract(epoch from expires_at - created_at) / 60)::int AS minutes
       FROM action_codes WHERE token_hash = $1`,
      [hashOpaqueToken(token)],
    );
    expect(code).toEqual({ kind: 'reset', minutes: 60 });
  });

  it.each(['nobody@example.test', 'off@example.test'])(
    'answers the same for %s, in the same time, and creates nothing',
    async (email) => {
      const [before] = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM action_codes',
      );
      const started = Date.now();
      const response = await post('/api/auth/reset-request', { email });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(response.json()).toEqual({ status: 'success', data: { ok: true } });
      const [after] = await app.db.query<{ n: number }>(
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
    await app.db.query(
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

describe('request logs', () => {
  it('never contain the token of an invite link', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/invite/super-secret-invite-token' });
    const logged = logLines.join('');
    expect(logged).toContain('/api/auth/invite/[redacted]');
    expect(logged).not.toContain('super-secret-invite-token');
  });
});
