import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../security/access-token.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../../testing/build-test-app.ts';

/** The global limit per minute in this file (1,000 in production: the rule is the same). */
const max = 5;

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitMax: max });
  alice = await t.createUser({ email: 'alice@example.test' });
  bob = await t.createUser({ email: 'bob@example.test' });
});

afterAll(async () => {
  await t.close();
});

/** Sends `count` requests from `address`; returns their statuses. */
async function send(count: number, address: string, options: InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.app.inject({ ...options, remoteAddress: address });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const bearer = async (user: TestUser, secret = testJwtSecret) => ({
  method: 'GET' as const,
  url: '/api/auth/me',
  headers: { authorization: `Bearer ${await signAccessToken(user, secret)}` },
});
const anonymous = { method: 'GET' as const, url: '/health' };
const ok = (count: number) => Array<number>(count).fill(200);

describe('global rate limit', () => {
  it('gives each signed-in person behind one address a budget of their own', async () => {
    const address = '203.0.113.1';
    expect(await send(max + 1, address, await bearer(alice))).toEqual([...ok(max), 429]);
    expect(await send(max + 1, address, await bearer(bob))).toEqual([...ok(max), 429]);
    // Anonymous requests from that address still have the address's own budget…
    expect(await send(1, address, anonymous)).toEqual([200]);
    // …and Alice's budget is hers wherever she connects from.
    expect(await send(1, '198.51.100.7', await bearer(alice))).toEqual([429]);
  });

  it('counts anonymous requests per address, shared by everyone behind it', async () => {
    const address = '203.0.113.2';
    expect(await send(3, address, anonymous)).toEqual(ok(3));
    // Paths no route serves count too (under /api they answer 401 without a token).
    expect(await send(3, address, { method: 'GET', url: '/api/no-such-path' })).toEqual([
      401, 401, 429,
    ]);
    expect(await send(1, address, anonymous)).toEqual([429]);
    expect(await send(1, '203.0.113.3', anonymous)).toEqual([200]);
  });

  it('counts a garbage or forged bearer token against the address, never a bucket of its own', async () => {
    const address = '203.0.113.4';
    const forged = await bearer(bob, 'not-the-server-secret-not-the-server-secret');
    const garbage = {
      ...anonymous,
      url: '/api/auth/me',
      headers: { authorization: 'Bearer x.y.z' },
    };
    expect(await send(2, address, forged)).toEqual([401, 401]);
    expect(await send(2, address, garbage)).toEqual([401, 401]);
    expect(await send(2, address, anonymous)).toEqual([200, 429]);
    expect(await send(1, address, forged)).toEqual([429]);
    // The person the forged token names keeps a full budget.
    const carol = await t.createUser({ email: 'carol@example.test' });
    expect(await send(max, address, await bearer(carol))).toEqual(ok(max));
  });

  it('answers 429 in the envelope with Retry-After, before the token is even looked up', async () => {
    const address = '203.0.113.5';
    const dave = await t.createUser({ email: 'dave@example.test' });
    await send(max, address, await bearer(dave));
    // Deleting Dave would make the lookup answer 401; the limit answers first.
    await t.database.query('DELETE FROM users WHERE user_id = $1', [dave.userId]);
    const response = await t.app.inject({ ...(await bearer(dave)), remoteAddress: address });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 'error', code: 'too-many-requests' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
