import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [2.5, '3'],
    [2.4, '2'],
    [-1500, '-1,500'],
    [-0.2, '0'],
  ])('%f → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → —', (value) => {
    expect(formatCount(value)).toBe('—');
  });
});
