import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-iso-date.ts';

describe('formatIsoDate', () => {
  it.each([
    [DateTime.utc(2026, 3, 9), '2026-03-09'],
    [DateTime.utc(2024, 2, 29, 23, 59), '2024-02-29'],
    [DateTime.utc(1, 1, 1), '0001-01-01'],
    [DateTime.utc(9999, 12, 31), '9999-12-31'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatIsoDate(date)).toBe(expected);
  });

  it('writes the date in the DateTime’s own zone', () => {
    const instant = DateTime.fromISO('2024-11-03T03:30:00Z', { zone: 'utc' });
    expect(formatIsoDate(instant)).toBe('2024-11-03');
    expect(formatIsoDate(instant.setZone('America/New_York'))).toBe('2024-11-02');
  });

  it.each([
    ['an invalid DateTime', DateTime.invalid('test')],
    ['a five-digit year', DateTime.utc(10000, 1, 1)],
    ['a negative year', DateTime.utc(-1, 1, 1)],
  ])('rejects %s', (_, date) => {
    expect(() => formatIsoDate(date)).toThrow(RangeError);
  });
});
