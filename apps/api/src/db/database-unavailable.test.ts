import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a fast shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['a connection failure', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dead client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'a wrapped one',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') }),
    ],
  ])('knows %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['any other error', new Error('boom')],
    ['no error', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
