import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/build-test-app.ts';
import { createDatabaseFailureBackoff } from './database-failure-backoff.ts';
import { createFailureBackoff, type FailureBackoff } from './failure-backoff.ts';

const options = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

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
  ['in memory', () => createFailureBackoff(options)],
  [
    'in the database',
    (): FailureBackoff => createDatabaseFailureBackoff(database, `test-${(scopes += 1)}`, options),
  ],
] as const)('failure backoff %s', (_name, create) => {
  it.each([
    // failures so far, wait right after the last one
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [6, 8000],
    [7, 8000],
    [20, 8000],
  ])('after %i failures the next try waits %i ms', async (count, wait) => {
    const backoff = create();
    for (let i = 0; i < count; i += 1) await backoff.fail('key', 100);
    expect(await backoff.retryAfterMs('key', 100)).toBe(wait);
  });

  it('counts the wait from the last failure', async () => {
    const backoff = create();
    for (let i = 0; i < 4; i += 1) await backoff.fail('key', 0);
    expect(await backoff.retryAfterMs('key', 1500)).toBe(500);
    expect(await backoff.retryAfterMs('key', 2000)).toBe(0);
  });

  it('keeps keys apart', async () => {
    const backoff = create();
    for (let i = 0; i < 5; i += 1) await backoff.fail('guesser', 0);
    expect(await backoff.retryAfterMs('owner', 0)).toBe(0);
  });

  it('forgets a key after a quiet spell, and on reset', async () => {
    const backoff = create();
    for (let i = 0; i < 5; i += 1) await backoff.fail('a', 0);
    expect(await backoff.retryAfterMs('a', 60_001)).toBe(0);
    for (let i = 0; i < 5; i += 1) await backoff.fail('b', 0);
    await backoff.reset('b');
    expect(await backoff.retryAfterMs('b', 1)).toBe(0);
  });

  it('starts the count over after a quiet spell', async () => {
    const backoff = create();
    for (let i = 0; i < 5; i += 1) await backoff.fail('a', 0);
    await backoff.fail('a', 70_000);
    expect(await backoff.retryAfterMs('a', 70_000)).toBe(0);
  });
});
