import { describe, expect, it } from 'vitest';
import { formatDifference } from './format-difference.ts';

describe('formatDifference', () => {
  it.each([
    [0.125, undefined, '+12.5%'],
    [-0.03, undefined, '\u22123.0%'],
    [0, 10, '0.0%'],
    [0.00001, 10, '0.0%'],
    [-0.00001, 10, '0.0%'],
    [12.345, 10, '+1,234.5%'],
    [-1, 0, '\u2212100.0%'],
    // previous was 0: the ratio is missing or infinite
    [null, 5, 'new'],
    [Number.POSITIVE_INFINITY, 5, 'new'],
    [Number.NaN, 0.01, 'new'],
    [null, 0, '—'],
    [Number.NaN, 0, '—'],
    [null, -3, '—'],
    [null, null, '—'],
    [undefined, undefined, '—'],
  ])('(%s, %s) → %s', (ratio, current, expected) => {
    expect(formatDifference(ratio, current)).toBe(expected);
  });
});
