import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

/**
 * The sign-in limits of one client address at their shipped defaults: an office behind one
 * address signs in its whole shift at once (far more than 50 people), while a guesser from one
 * address still gets 50 failures per 15 minutes, whichever emails it tries.
 */
const defaults = loadConfig({});
let t: TestApp;
let address = 0;
/** A fresh client address per case: each case counts from zero. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

beforeAll(async () => {
  t = await buildTestApp({
    loginRateLimitPerIp: defaults.loginRateLimitPerIp,
    loginFailuresPerIp: defaults.loginFailuresPerIp,
    // One email's own delays start after 5 failures; the cases here try many emails.
    loginFailuresBeforeDelay: defaults.loginFailuresBeforeDelay,
  });
  for (let seat = 0; seat < 3; seat += 1) {
    await t.createUser({ email: `seat${seat}@office.test`, password: 'right-password' });
  }
});

afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in limits per client address, at the defaults', () => {
  it.each([
    ['failed sign-ins, whichever emails', 'loginFailuresPerIp', 50],
    ['all sign-in attempts, successful ones included', 'loginRateLimitPerIp', 500],
  ] as const)('ship %s as %s = %s per 15 minutes', (_label, setting, expected) => {
    expect(defaults[setting]).toBe(expected);
  });

  it('stops a guesser at 50 failures from one address, spread over any emails', async () => {
    const guesser = nextAddress();
    for (let attempt = 0; attempt < defaults.loginFailuresPerIp; attempt += 1) {
      const response = await signIn(`guess${attempt}@office.test`, 'wrong', guesser);
      expect(response.statusCode, `failure ${attempt + 1}`).toBe(401);
    }
    const limited = await signIn('guess-next@office.test', 'wrong', guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    // Checked before the password, so the address learns nothing from a right one either.
    expect((await signIn('seat1@office.test', 'right-password', guesser)).statusCode).toBe(429);
    expect((await signIn('seat1@office.test', 'right-password', nextAddress())).statusCode).toBe(
      200,
    );
  });

  it('lets a shift of more than 50 sign in from one office address, and a few typos after', async () => {
    // Each sign-in runs scrypt: 60 show the old ceiling (50 attempts of any kind) is gone; the
    // 500 ceiling itself is shown at a smaller scale in modules/auth/rate-limit-routes.test.ts.
    const office = nextAddress();
    for (let attempt = 0; attempt < defaults.loginFailuresPerIp + 10; attempt += 1) {
      expect(
        (await signIn(`seat${attempt % 3}@office.test`, 'right-password', office)).statusCode,
      ).toBe(200);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(`typo${attempt}@office.test`, 'wrong', office)).statusCode).toBe(401);
    }
  });
});
