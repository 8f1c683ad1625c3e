import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, maxJsonDepth } from './json-depth.ts';

const nested = (levels: number, open = '[', close = ']') =>
  `${open.repeat(levels)}${close.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2,3]}', 2, false],
    ['exactly the limit', nested(3), 3, false],
    ['one past the limit', nested(4), 3, true],
    ['objects and arrays counted together', '{"a":[{"b":[1]}]}', 3, true],
    ['brackets inside a string', '{"a":"[[[[[[[[{{{{{{"}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\"}', 1, false],
    ['siblings do not add up', '[[1],[2],[3],[4],[5]]', 2, false],
    ['stray closers first buy no extra levels', ']]]][[[', 2, true],
    ['not JSON at all', 'hello', 0, false],
  ])('%s', (_label, text, limit, expected) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(expected);
  });

  it('takes the default limit', () => {
    expect(jsonNestsDeeperThan(nested(maxJsonDepth))).toBe(false);
    expect(jsonNestsDeeperThan(nested(maxJsonDepth + 1))).toBe(true);
  });

  it('stops at the limit on a body of 20,000 nested arrays, without a stack', () => {
    expect(jsonNestsDeeperThan(nested(20_000))).toBe(true);
    expect(jsonNestsDeeperThan(nested(20_000, '{"a":', '}'))).toBe(true);
  });
});
