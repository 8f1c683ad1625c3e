import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it.each([
    [0.125, '12.5%'],
    [0, '0.0%'],
    [1, '100.0%'],
    [0.3333, '33.3%'],
    [0.66666, '66.7%'],
    [-0.03, '-3.0%'],
    [-0.00001, '0.0%'],
    [123.456, '12,345.6%'],
  ])('%f → %s', (ratio, expected) => {
    expect(formatPercent(ratio)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.NEGATIVE_INFINITY])('%s → —', (value) => {
    expect(formatPercent(value)).toBe('—');
  });
});
