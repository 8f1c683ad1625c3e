import { describe, expect, it } from 'vitest';
import { createFailureBackoff } from './failure-backoff.ts';

const options = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('createFailureBackoff', () => {
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
  ])('after %i failures the next try waits %i ms', (count, wait) => {
    const backoff = createFailureBackoff(options);
    for (let i = 0; i < count; i += 1) backoff.fail('key', 100);
    expect(backoff.retryAfterMs('key', 100)).toBe(wait);
  });

  it('counts the wait from the last failure', () => {
    const backoff = createFailureBackoff(options);
    for (let i = 0; i < 4; i += 1) backoff.fail('key', 0);
    expect(backoff.retryAfterMs('key', 1500)).toBe(500);
    expect(backoff.retryAfterMs('key', 2000)).toBe(0);
  });

  it('keeps keys apart', () => {
    const backoff = createFailureBackoff(options);
    for (let i = 0; i < 5; i += 1) backoff.fail('guesser', 0);
    expect(backoff.retryAfterMs('owner', 0)).toBe(0);
  });

  it('forgets a key after a quiet spell, and on reset', () => {
    const backoff = createFailureBackoff(options);
    for (let i = 0; i < 5; i += 1) backoff.fail('a', 0);
    expect(backoff.retryAfterMs('a', 60_001)).toBe(0);
    for (let i = 0; i < 5; i += 1) backoff.fail('b', 0);
    backoff.reset('b');
    expect(backoff.retryAfterMs('b', 1)).toBe(0);
  });
});
