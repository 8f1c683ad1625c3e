import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/build-test-app.ts';
import { createAttemptLimiter, tooManyAttempts, type AttemptLimiter } from './attempt-limiter.ts';
import { createDatabaseAttemptLimiter } from './database-attempt-limiter.ts';

let database: Database;
let scopes = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

// The same rules in this process's memory and in the database (several instances).
describe.each([
  ['in memory', (limit: number, windowMs: number) => createAttemptLimiter(limit, windowMs)],
  [
    'in the database',
    (limit: number, windowMs: number): AttemptLimiter =>
      createDatabaseAttemptLimiter(database, `test-${(scopes += 1)}`, limit, windowMs),
  ],
] as const)('attempt limiter %s', (_name, create) => {
  it('allows `limit` attempts per window, then says how long to wait', async () => {
    const limiter = create(2, 1000);
    await limiter.hit('a', 0);
    expect(await limiter.retryAfterMs('a', 10)).toBe(0);
    await limiter.hit('a', 100);
    expect(await limiter.retryAfterMs('a', 200)).toBe(800);
    expect(await limiter.retryAfterMs('b', 200)).toBe(0);
    expect(await limiter.retryAfterMs('a', 1000)).toBe(0);
  });

  it('slides: old attempts stop counting', async () => {
    const limiter = create(2, 1000);
    await limiter.hit('a', 0);
    await limiter.hit('a', 900);
    expect(await limiter.retryAfterMs('a', 950)).toBe(50);
    expect(await limiter.retryAfterMs('a', 1001)).toBe(0);
    await limiter.hit('a', 1001);
    expect(await limiter.retryAfterMs('a', 1002)).toBe(898);
  });

  it('reset forgets a key', async () => {
    const limiter = create(1, 1000);
    await limiter.hit('a', 0);
    await limiter.reset('a');
    expect(await limiter.retryAfterMs('a', 1)).toBe(0);
  });
});

describe('attempt limiter in the database', () => {
  it('is one count for every instance, and stores no key in clear', async () => {
    const first = createDatabaseAttemptLimiter(database, 'shared', 3, 60_000);
    const second = createDatabaseAttemptLimiter(database, 'shared', 3, 60_000);
    await first.hit('203.0.113.9', 0);
    await second.hit('203.0.113.9', 1);
    expect(await first.retryAfterMs('203.0.113.9', 2)).toBe(0);
    await first.hit('203.0.113.9', 2);
    expect(await second.retryAfterMs('203.0.113.9', 3)).toBe(59_997);
    const keys = await database.query<{ key: string }>(
      "SELECT DISTINCT key FROM auth_attempts WHERE scope = 'shared'",
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('tooManyAttempts', () => {
  it('rounds up to whole seconds and says when to retry', () => {
    expect(tooManyAttempts(1500, 'sign-in attempts')).toMatchObject({
      statusCode: 429,
      code: 'too-many-requests',
      retryAfter: 2,
      message: 'Too many sign-in attempts. Try again in 2 seconds.',
    });
    expect(tooManyAttempts(14 * 60_000 + 1, 'x').message).toBe(
      'Too many x. Try again in 15 minutes.',
    );
  });
});
