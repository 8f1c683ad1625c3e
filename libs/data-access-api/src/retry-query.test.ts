import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { retryQuery } from './retry-query.ts';

const answer = (status: number) => new ApiError({ message: 'x', code: 'x', status });

describe('retryQuery', () => {
  it.each([
    ['a 404', answer(404), false],
    ['a 403', answer(403), false],
    ['a 400', answer(400), false],
    ['a 429', answer(429), true],
    ['a 408', answer(408), true],
    ['a 500', answer(500), true],
    ['a network failure (status 0)', answer(0), true],
    ['something else thrown', new Error('parse'), true],
  ])('retries %s once: %s', (_, error, retried) => {
    expect(retryQuery(0, error)).toBe(retried);
    expect(retryQuery(1, error)).toBe(false);
  });
});
