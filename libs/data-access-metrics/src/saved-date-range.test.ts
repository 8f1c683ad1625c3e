import { beforeEach, describe, expect, it } from 'vitest';
import {
  readSavedDateRange,
  readSavedPreviousRange,
  saveDateRange,
  savedDateRangeKey,
  savedPreviousRangeKey,
} from './saved-date-range.ts';
import { savePreviousRange } from './remember-previous-range.ts';

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

const novemberDays = { startDate: '2026-11-01', endDate: '2026-11-30' };
const october = { startDate: '2026-10-01', endDate: '2026-10-30' };

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage;
}

describe('the saved previous range', () => {
  it.each([
    ['just saved', 0, novemberDays, october],
    ['past the current range’s 360 minutes', 500 * minute, novemberDays, october],
    ['at 719 minutes', 719 * minute, novemberDays, october],
    ['at 720 minutes (expired)', 720 * minute, novemberDays, null],
    ['for another current range', 0, { ...novemberDays, endDate: '2026-11-29' }, null],
    ['saved in the future (clock moved back)', -minute, novemberDays, null],
  ])('%s', (_, age, current, expected) => {
    const store = storage();
    savePreviousRange(store, novemberDays, october, 1_000_000);
    expect(readSavedPreviousRange(store, current, 1_000_000 + age)).toEqual(expected);
  });

  it('reads nothing from a broken entry', () => {
    const store = storage();
    store.setItem(savedPreviousRangeKey, '{not json');
    expect(readSavedPreviousRange(store, novemberDays, 0)).toBeNull();
    store.setItem(savedPreviousRangeKey, JSON.stringify({ ...october, of: novemberDays }));
    expect(readSavedPreviousRange(store, novemberDays, 0)).toBeNull();
  });
});
