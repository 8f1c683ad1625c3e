import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-0.001, '$0.00'],
    [-12, '-$12.00'],
    [-1234567.891, '-$1,234,567.89'],
    [0.005, '$0.01'],
    [1.999, '$2.00'],
    [1_000_000, '$1,000,000.00'],
    [99.9, '$99.90'],
  ])('%f → %s', (dollars, expected) => {
    expect(formatMoney(dollars)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → —', (value) => {
    expect(formatMoney(value)).toBe('—');
  });
});
