import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    loginFailuresBeforeDelay: 3,
    loginRateLimitPerIp: 12,
    loginFailuresPerIp: 6,
    resetRateLimitPerEmail: 2,
    resetRateLimitPerIp: 3,
  });
  await t.createUser({ email: 'target@example.test', password: 'right-password' });
  await t.createUser({ email: 'other@example.test', password: 'right-password' });
});

afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('never locks the owner out: a guesser’s failures do not block the right password elsewhere', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('target@example.test', 'wrong-password', '10.0.0.1')).statusCode).toBe(
        401,
      );
    }
    // The guessing address now waits, before its password is even checked…
    const limited = await login('TARGET@example.test', 'right-password', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'error', code: 'too-many-requests' });
    expect(limited.headers['retry-after']).toBe('1');
    // However long it keeps trying…
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login('target@example.test', 'wrong-password', '10.0.0.1');
    }
    // …the owner signs in from their own address at once.
    expect((await login('target@example.test', 'right-password', '10.0.0.2')).statusCode).toBe(200);
  });

  it('makes each further failure of the guesser wait twice as long', async () => {
    // The clock moves on instead of the test waiting out the delay.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const guess = () => login('other@example.test', 'wrong-password', '10.0.0.5');
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).statusCode).toBe(401);
      expect((await guess()).headers['retry-after']).toBe('1');
      vi.setSystemTime(Date.now() + 1100);
      expect((await guess()).statusCode).toBe(401);
      const second = await guess();
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits unknown emails the same way, so the limit reveals nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('ghost@example.test', 'x', '10.0.0.3')).statusCode).toBe(401);
    }
    expect((await login('ghost@example.test', 'x', '10.0.0.3')).statusCode).toBe(429);
  });

  it('counts every attempt of one address', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login('other@example.test', 'right-password', '10.0.0.9')).statusCode).toBe(
        200,
      );
    }
    const limited = await login('other@example.test', 'right-password', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('other@example.test', 'right-password', '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('failed sign-ins of one address', () => {
  it('are limited apart from the ceiling on all attempts, whichever emails they try', async () => {
    const ip = '10.0.0.20';
    // Successes spend only the ceiling (12 here), never the failures (6 here).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login('other@example.test', 'right-password', ip)).statusCode).toBe(200);
    }
    for (const email of ['a', 'b', 'c', 'd', 'f', 'g'].map((name) => `${name}@example.test`)) {
      expect((await login(email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await login('e@example.test', 'wrong-password', ip)).statusCode).toBe(429);
    expect((await login('other@example.test', 'right-password', ip)).statusCode).toBe(429);
    expect((await login('e@example.test', 'wrong-password', '10.0.0.21')).statusCode).toBe(401);
  });
});

describe('password reset request rate limits', () => {
  const requestReset = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email },
      remoteAddress: ip,
    });

  it('allows 2 per email per hour here, then 429 with Retry-After', async () => {
    expect((await requestReset('target@example.test', '10.1.0.1')).statusCode).toBe(200);
    expect((await requestReset('target@example.test', '10.1.0.2')).statusCode).toBe(200);
    const limited = await requestReset('target@example.test', '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(limited.json().message).toMatch(/Try again in 60 minutes/);
  });

  it('allows 3 per address per hour here', async () => {
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      expect((await requestReset(email, '10.2.0.1')).statusCode).toBe(200);
    }
    expect((await requestReset('d@example.test', '10.2.0.1')).statusCode).toBe(429);
  });
});

describe('client addresses behind a proxy', () => {
  it.each([
    ['a hop count', 1],
    ['the proxy’s address', ['10.9.9.9']],
  ] as const)(
    'with %s, a client cannot dodge the per-address limit by writing X-Forwarded-For',
    async (_label, trustProxy) => {
      const proxied = await buildTestApp({
        trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
        loginRateLimitPerIp: 3,
      });
      try {
        // The proxy (10.9.9.9) appends the real client, 203.0.113.7, after whatever it sent.
        const attempt = (spoofed: string, client = '203.0.113.7') =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'nobody@example.test', password: 'guess' },
            remoteAddress: '10.9.9.9',
            headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
          });
        for (let i = 0; i < 3; i += 1) {
          expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(401);
        }
        expect((await attempt('198.51.100.99')).statusCode).toBe(429);
        expect((await attempt('198.51.100.99', '203.0.113.8')).statusCode).toBe(401);
      } finally {
        await proxied.close();
      }
    },
  );
});
