import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

/*
 * Two API instances on one PostgreSQL server behind a balancer: the sign-in and reset limits
 * count in the database, so an attacker alternating between them is locked out after the
 * configured attempts, exactly as on one instance. PostgreSQL pass only (the embedded engine
 * is one process, counting in memory).
 */

const onPostgres = Boolean(process.env['DATABASE_URL']);
const limits: Partial<Config> = {
  loginFailuresBeforeDelay: 3,
  loginRateLimitPerIp: 6,
  resetRateLimitPerEmail: 2,
  resetRateLimitPerIp: 50,
};

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await buildTestApp(limits);
  b = await buildTestApp(limits);
  await a.createUser({ email: 'target@example.test', password: 'right-password' });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Instance A, B, A, B … as a round-robin balancer would send them. */
const instance = (attempt: number) => (attempt % 2 === 0 ? a : b);

const login = (t: TestApp, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'target@example.test', password },
    remoteAddress: ip,
  });

describe.runIf(onPostgres)('limits shared by two instances on one PostgreSQL', () => {
  it('lock a guesser out after the configured failures, whichever instance they reach', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(instance(attempt), 'wrong-password', '198.51.100.7')).statusCode).toBe(
        401,
      );
    }
    // The fourth try waits on both instances, before its password is even checked.
    for (const t of [a, b]) {
      const limited = await login(t, 'right-password', '198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    }
    // The owner, from their own address, signs in on either instance.
    expect((await login(b, 'right-password', '198.51.100.8')).statusCode).toBe(200);
  });

  it('count an address’s sign-ins across both instances', async () => {
    // Six attempts per address, three on each instance (different emails: no failure delay).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await instance(attempt).app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${attempt}@example.test`, password: 'wrong-password' },
        remoteAddress: '198.51.100.20',
      });
      expect(response.statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody-else@example.test', password: 'wrong-password' },
        remoteAddress: '198.51.100.20',
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('count password-reset requests of one email across both instances', async () => {
    const reset = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-request',
        payload: { email: 'target@example.test' },
        remoteAddress: '198.51.100.30',
      });
    expect((await reset(a)).statusCode).toBe(200);
    expect((await reset(b)).statusCode).toBe(200);
    expect((await reset(a)).statusCode).toBe(429);
    expect((await reset(b)).statusCode).toBe(429);
  });
});
