import { isApiError } from '@salesdash/data-access-api';
import {
  createFakeApiClient,
  exampleProducts,
  failure,
  success,
  type FakeAnswer,
} from '@salesdash/data-access-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProductWithRetry } from './create-product-with-retry.ts';

const created = exampleProducts[0];

/** A fake API whose `POST products` gives `answers` in turn (a throw is a network error). */
function apiAnswering(...answers: (FakeAnswer | 'network')[]) {
  let call = 0;
  return createFakeApiClient({
    'POST products': () => {
      const answer = answers[Math.min(call, answers.length - 1)] ?? 'network';
      call += 1;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return answer;
    },
  });
}

const keysOf = (fake: ReturnType<typeof apiAnswering>) =>
  fake.requests.map((request) => request.headers.get('idempotency-key'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createProductWithRetry', () => {
  it('retries network errors and 5xx after 3 s, 7 s and 15 s with the same key, then succeeds', async () => {
    const fake = apiAnswering(
      'network',
      failure(500, 'internal', 'Internal Server Error'),
      failure(503, 'unavailable'),
      success(created, 201),
    );
    const result = createProductWithRetry(fake.api, { name: 'Coaching' }, 'key-123456789');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fake.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(created);
    expect(keysOf(fake)).toEqual(Array(4).fill('key-123456789'));
  });

  it('says "Failed to create user" after the fourth failed try', async () => {
    const fake = apiAnswering(failure(502, 'internal', 'Bad gateway'));
    const result = createProductWithRetry(fake.api, { name: 'Coaching' });
    const outcome = expect(result).rejects.toThrow('Failed to create user');
    await vi.advanceTimersByTimeAsync(25_000);
    await outcome;
    expect(fake.requests).toHaveLength(4);
    expect(new Set(keysOf(fake)).size).toBe(1);
  });

  it('throws a 400 at once, with the field it names', async () => {
    const fake = apiAnswering(
      failure(400, 'validation-error', 'name: Another product of this organization has this name'),
    );
    const error: unknown = await createProductWithRetry(fake.api, { name: 'Coaching' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.message).toMatch(/^name: /);
    expect(fake.requests).toHaveLength(1);
  });
});
