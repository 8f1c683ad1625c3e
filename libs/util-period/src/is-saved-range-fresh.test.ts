import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isSavedRangeFresh } from './is-saved-range-fresh.ts';
import { savedRangeValidityMinutes } from './saved-range-validity-minutes.ts';

const now = DateTime.fromISO('2026-03-08T12:00:00Z');
const minutesAgo = (minutes: number): number => now.minus({ minutes }).toMillis();

describe('isSavedRangeFresh', () => {
  it('keeps the product’s limits', () => {
    expect(savedRangeValidityMinutes).toEqual({ current: 360, previous: 720 });
  });

  it.each([
    [0, 'current', true],
    [1, 'current', true],
    [359.9, 'current', true],
    [360, 'current', false],
    [361, 'current', false],
    [0, 'previous', true],
    [361, 'previous', true],
    [719.9, 'previous', true],
    [720, 'previous', false],
    [10_000, 'previous', false],
    [-1, 'current', false],
    [-1, 'previous', false],
  ] as const)('saved %f minutes ago, %s → %s', (minutes, kind, fresh) => {
    expect(isSavedRangeFresh(minutesAgo(minutes), kind, now)).toBe(fresh);
  });

  it.each([
    ['an ISO timestamp', now.minus({ minutes: 30 }).toISO() ?? ''],
    ['an ISO timestamp with an offset', '2026-03-08T06:30:00-05:00'],
    ['a DateTime', now.minus({ minutes: 30 })],
  ])('reads %s', (_, savedAt) => {
    expect(isSavedRangeFresh(savedAt, 'current', now)).toBe(true);
  });

  it.each([
    ['garbage text', 'yesterday'],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid DateTime', DateTime.invalid('test')],
  ])('treats %s as stale', (_, savedAt) => {
    expect(isSavedRangeFresh(savedAt, 'current', now)).toBe(false);
  });

  // 2026-03-08 is a US clock change: freshness is about elapsed minutes, not wall-clock times.
  it('counts real minutes across a DST change in America/New_York', () => {
    const afterChange = DateTime.fromISO('2026-03-08T08:00:00', { zone: 'America/New_York' });
    const beforeChange = DateTime.fromISO('2026-03-08T01:30:00', { zone: 'America/New_York' });
    expect(afterChange.diff(beforeChange, 'minutes').minutes).toBe(330);
    expect(isSavedRangeFresh(beforeChange, 'current', afterChange)).toBe(true);
    expect(isSavedRangeFresh(beforeChange.minus({ minutes: 31 }), 'current', afterChange)).toBe(
      false,
    );
  });

  it('defaults now to the current moment', () => {
    expect(isSavedRangeFresh(Date.now() - 60_000, 'current')).toBe(true);
    expect(isSavedRangeFresh(Date.now() - 361 * 60_000, 'current')).toBe(false);
  });
});
