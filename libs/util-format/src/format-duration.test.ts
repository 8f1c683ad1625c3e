import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [245, '4m 05s'],
    [0, '0m 00s'],
    [45, '0m 45s'],
    [59.6, '1m 00s'],
    [60, '1m 00s'],
    [599, '9m 59s'],
    [3599, '59m 59s'],
    [3600, '1h 00m 00s'],
    [3725, '1h 02m 05s'],
    [36_000, '10h 00m 00s'],
    [4_000_000, '1,111h 06m 40s'],
  ])('%f s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s → —', (value) => {
    expect(formatDuration(value)).toBe('—');
  });
});

describe('formatDuration beyond 10^21 hours', () => {
  it('writes the hours as JavaScript does, as no call lasts that long', () => {
    expect(formatDuration(3.6e25)).toBe('1e+22h 04m 32s');
  });
});
