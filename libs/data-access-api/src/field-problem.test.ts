import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { fieldProblemOf } from './field-problem.ts';

const apiError = (status: number, message: string) =>
  new ApiError({ message, code: status === 400 ? 'validation-error' : 'conflict', status });

describe('fieldProblemOf', () => {
  it.each([
    [
      'a 400 naming a field',
      apiError(400, 'amount: must be at least 0.01'),
      { field: 'amount', message: 'must be at least 0.01' },
    ],
    [
      'a nested path',
      apiError(400, 'body.setter_id: bad'),
      { field: 'body.setter_id', message: 'bad' },
    ],
    [
      'a 400 inside the product’s own message',
      new Error('Failed to request commission transaction', {
        cause: apiError(400, 'transaction_date: must not be after today (2026-11-24)'),
      }),
      { field: 'transaction_date', message: 'must not be after today (2026-11-24)' },
    ],
    ['a 400 without a field', apiError(400, 'Invalid JSON body'), null],
    ['a 409', apiError(409, 'status: is approved'), null],
    ['not an error', 'amount: nope', null],
  ])('%s', (_case, error, expected) => {
    expect(fieldProblemOf(error)).toEqual(expected);
  });
});
