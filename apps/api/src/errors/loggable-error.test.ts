import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

/** A driver's error as PostgreSQL reports a failed CHECK on a customer's row. */
const databaseError = () =>
  Object.assign(new Error('new row for relation "transactions" violates check constraint'), {
    code: '23514',
    constraint: 'transactions_amount_check',
    table: 'transactions',
    detail: 'Failing row contains (1, pat@example.test, Pat Buyer).',
    params: ['pat@example.test', 'Pat Buyer'],
  });

describe('loggableError', () => {
  it.each([
    ['a database error', databaseError()],
    [
      'a query error wrapping it, as drizzle throws',
      Object.assign(new Error('Failed query: INSERT …\nparams: pat@example.test,Pat Buyer'), {
        query: 'INSERT …',
        params: ['pat@example.test', 'Pat Buyer'],
        cause: databaseError(),
      }),
    ],
    [
      'an error whose parameters are named parameters',
      Object.assign(new Error('insert failed: pat@example.test'), {
        parameters: ['pat@example.test'],
        cause: databaseError(),
      }),
    ],
  ])('keeps only the code and schema names of %s', (_case, error) => {
    const loggable = loggableError(error);
    expect(loggable).toEqual({
      name: 'Error',
      code: '23514',
      constraint: 'transactions_amount_check',
      table: 'transactions',
    });
    expect(JSON.stringify(loggable)).not.toMatch(/pat@example|Pat Buyer/);
  });

  it('keeps the name and message of an error of our own code', () => {
    expect(loggableError(new RangeError('Invalid time value'))).toEqual({
      name: 'RangeError',
      message: 'Invalid time value',
    });
    expect(loggableError('plain text')).toEqual({ name: 'Error', message: 'plain text' });
  });
});
