import { describe, expect, it } from 'vitest';
import {
  readSavedPreviousRange,
  savedPreviousRangeKey,
  savePreviousRange,
} from './saved-previous-range.ts';

const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
const october = { startDate: '2026-10-01', endDate: '2026-10-30' };
const minute = 60_000;

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage;
}

describe('the saved previous range', () => {
  it.each([
    ['just saved', 0, november, october],
    ['past the current range’s 360 minutes', 500 * minute, november, october],
    ['at 719 minutes', 719 * minute, november, october],
    ['at 720 minutes (expired)', 720 * minute, november, null],
    ['for another current range', 0, { ...november, endDate: '2026-11-29' }, null],
    ['saved in the future (clock moved back)', -minute, november, null],
  ])('%s', (_, age, current, expected) => {
    const store = storage();
    savePreviousRange(store, november, october, 1_000_000);
    expect(readSavedPreviousRange(store, current, 1_000_000 + age)).toEqual(expected);
  });

  it('reads nothing from a broken entry', () => {
    const store = storage();
    store.setItem(savedPreviousRangeKey, '{not json');
    expect(readSavedPreviousRange(store, november, 0)).toBeNull();
    store.setItem(savedPreviousRangeKey, JSON.stringify({ ...october, of: november }));
    expect(readSavedPreviousRange(store, november, 0)).toBeNull();
  });
});
