import { describe, expect, it } from 'vitest';
import { searchToken } from './search-token.ts';

describe('searchToken', () => {
  it.each([
    ['abc_DEF-1', 'abc_DEF-1'],
    [123456, '123456'],
  ])('reads %j as %j', (value, expected) => {
    expect(searchToken.parse(value)).toBe(expected);
  });

  it.each([[''], [true], [null], [{ token: 'x' }]])('rejects %j', (value) => {
    expect(searchToken.safeParse(value).success).toBe(false);
  });
});
