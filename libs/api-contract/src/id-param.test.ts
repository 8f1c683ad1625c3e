import { describe, expect, it } from 'vitest';
import { bodyIdSchema, idSchema, maxId, queryIntegerSchema } from './id-param.ts';

describe('idSchema (paths, queries, role ids)', () => {
  it.each([
    ['1', 1],
    ['0042', 42],
    [7, 7],
    [String(maxId), maxId],
  ])('reads %j as %i', (input, expected) => {
    expect(idSchema.parse(input)).toBe(expected);
  });

  it.each([
    '0',
    '-1',
    '0x10',
    '1e3',
    '+1',
    ' 1',
    '1.0',
    '',
    String(maxId + 1),
    '3000000000',
    '99999999999999999999',
    true,
    null,
    1.5,
    maxId + 1,
  ])('refuses %j with one message', (input) => {
    const result = idSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `must be a positive integer id of at most ${maxId}`,
    );
  });
});

describe('bodyIdSchema', () => {
  it('takes an integer number in range only', () => {
    expect(bodyIdSchema.parse(maxId)).toBe(maxId);
    for (const input of ['1', true, 0, maxId + 1, 3_000_000_000, 2.5]) {
      expect(bodyIdSchema.safeParse(input).success, String(input)).toBe(false);
    }
  });
});

describe('queryIntegerSchema', () => {
  const page = queryIntegerSchema(1, 1000);
  it('reads decimal text and refuses anything else or out of range', () => {
    expect(page.parse('12')).toBe(12);
    for (const input of ['0', '1001', '1e2', '0x1', 'abc', '']) {
      expect(page.safeParse(input).success, input).toBe(false);
    }
  });
});
