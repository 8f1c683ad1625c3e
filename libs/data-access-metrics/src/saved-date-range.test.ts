import { beforeEach, describe, expect, it } from 'vitest';
import { readSavedDateRange, saveDateRange, savedDateRangeKey } from './saved-date-range.ts';

const savedAt = Date.parse('2026-11-23T09:00:00Z');
const minute = 60_000;
const november = { startDate: '2026-11-01', endDate: '2026-11-30', preset: 'thisMonth' };

beforeEach(() => localStorage.clear());

describe('the saved date range', () => {
  it.each([
    ['just saved', 0, november],
    ['359 minutes later', 359 * minute, november],
    ['360 minutes later', 360 * minute, null],
    ['saved in the future (clock moved back)', -minute, null],
  ])('read %s is %o (fresh for 360 minutes)', (_, after, expected) => {
    saveDateRange(localStorage, november, savedAt);
    expect(readSavedDateRange(localStorage, savedAt + after)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{'],
    ['a reversed range', JSON.stringify({ ...november, startDate: '2026-12-01', savedAt })],
    [
      'a date that does not exist',
      JSON.stringify({ ...november, startDate: '2026-02-30', savedAt }),
    ],
    ['no time of saving', JSON.stringify(november)],
    ['null', 'null'],
  ])('ignores %s', (_, stored) => {
    localStorage.setItem(savedDateRangeKey, stored);
    expect(readSavedDateRange(localStorage, savedAt)).toBeNull();
  });

  it('calls a saved range without a preset custom', () => {
    localStorage.setItem(
      savedDateRangeKey,
      JSON.stringify({ startDate: '2026-11-03', endDate: '2026-11-09', savedAt }),
    );
    expect(readSavedDateRange(localStorage, savedAt)?.preset).toBe('custom');
  });
});
