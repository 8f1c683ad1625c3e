import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './input-guard.ts';

/** `levels` arrays around `inner`, built in a loop: no recursion in the test either. */
function nestedArrays(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('findNulCharacter', () => {
  it.each([
    ['a string without one', 'plain text', null],
    ['a string with one, as the whole part', 'a\u0000b', ''],
    ['a field', { first_name: 'x\u0000' }, 'first_name'],
    [
      'a field of an item',
      { employees: [{ title: 'ok' }, { title: '\u0000' }] },
      'employees.1.title',
    ],
    ['a key', { outer: { ['na\u0000me']: 'fine' } }, 'outer.na\u0000me'],
    ['the first of two, in key order', { a: { b: 'x\u0000' }, c: '\u0000' }, 'a.b'],
    ['a key before its own value', { ['k\u0000']: { inner: '\u0000' } }, 'k\u0000'],
    ['a later sibling after a clean subtree', { a: [['ok', ['ok']]], b: ['ok', 'x\u0000'] }, 'b.1'],
    ['numbers, booleans and null', { n: 0, b: false, z: null, list: [1, 2, 3] }, null],
    ['a Buffer of zero bytes', Buffer.alloc(16), null],
    ['a typed array of zeros', new Uint16Array(16), null],
    ['an ArrayBuffer', new ArrayBuffer(16), null],
    ['a Buffer inside an object', { picture: Buffer.from([0, 0, 0]), name: 'ok' }, null],
    ['a stream (an upload)', new PassThrough(), null],
    ['anything with a pipe function', { pipe: () => undefined, text: '\u0000' }, null],
  ])('%s', (_label, value, expected) => {
    expect(findNulCharacter(value)).toBe(expected);
  });

  it('walks 100,000 levels in linear time, without a stack overflow, naming the whole path', () => {
    const levels = 100_000;
    const started = performance.now();
    expect(findNulCharacter(nestedArrays(levels, 'clean'))).toBeNull();
    const found = findNulCharacter(nestedArrays(levels, 'x\u0000'));
    const elapsed = performance.now() - started;
    expect(found).toBe(Array.from({ length: levels }, () => '0').join('.'));
    // Linear is a few milliseconds; copying the path at each level (quadratic) takes minutes.
    expect(elapsed).toBeLessThan(2_000);
  });

  it('skips a 5 MiB Buffer at once instead of walking its bytes', () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024);
    const started = performance.now();
    expect(findNulCharacter(bytes)).toBeNull();
    expect(findNulCharacter({ body: bytes })).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
