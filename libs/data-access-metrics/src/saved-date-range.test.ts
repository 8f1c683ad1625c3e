import { beforeEach, describe, expect, it } from 'vitest';
import {
  readSavedDateRange,
  readSavedPreviousRange,
  saveDateRange,
  savedDateRangeKey,
} from './saved-date-range.ts';

const savedAt = Date.parse('2026-11-23T09:00:00Z');
const minute = 60_000;
const november = { startDate: '2026-11-01', endDate: '2026-11-30', preset: 'thisMonth' };

beforeEach(() => localStorage.clear());

describe('the saved date range', () => {
  it.each([
    [0, november],
    [360 * minute, november],
    [360 * minute + 1, null],
  ])('read %d ms after saving is %o (current valid 360 minutes)', (after, expected) => {
    saveDateRange(localStorage, november, savedAt);
    expect(readSavedDateRange(localStorage, savedAt + after)).toEqual(expected);
  });

  it.each([
    [360 * minute + 1, { startDate: '2026-10-01', endDate: '2026-10-30' }],
    [720 * minute, { startDate: '2026-10-01', endDate: '2026-10-30' }],
    [720 * minute + 1, null],
  ])('keeps the previous range (spec §5 rule) for 720 minutes: %d ms → %o', (after, expected) => {
    saveDateRange(localStorage, november, savedAt);
    expect(readSavedPreviousRange(localStorage, savedAt + after)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{'],
    [
      'a reversed range',
      JSON.stringify({ current: { startDate: '2026-11-30', endDate: '2026-11-01', savedAt } }),
    ],
    [
      'a bad date',
      JSON.stringify({ current: { startDate: '2026-02-30', endDate: '2026-03-01', savedAt } }),
    ],
    [
      'no time of saving',
      JSON.stringify({ current: { startDate: '2026-11-01', endDate: '2026-11-30' } }),
    ],
    ['null', 'null'],
  ])('ignores %s', (_, stored) => {
    localStorage.setItem(savedDateRangeKey, stored);
    expect(readSavedDateRange(localStorage, savedAt)).toBeNull();
    expect(readSavedPreviousRange(localStorage, savedAt)).toBeNull();
  });
});
