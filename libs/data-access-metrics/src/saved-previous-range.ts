import { isIsoDate } from '@salesdash/api-contract';
import { savedRangeValidityMinutes } from '@salesdash/util-period';
import type { DayRange } from './dashboard-subject.ts';

/** The local-storage entry of the range the dashboards last compared with, beside `dateRange`. */
export const savedPreviousRangeKey = 'previousDateRange';

type Saved = DayRange & { of: DayRange; savedAt: number };

const sameDays = (a: DayRange, b: DayRange) =>
  a.startDate === b.startDate && a.endDate === b.endDate;

/**
 * Remembers the previous range the server compared `current` with (spec §5's rule), so the next
 * dashboard on the same days says what it compares with before its figures arrive.
 * @param storage - `localStorage`
 * @param now - the time of the answer (ms)
 */
export function savePreviousRange(
  storage: Pick<Storage, 'setItem'>,
  current: DayRange,
  previous: DayRange,
  now: number,
): void {
  const saved: Saved = {
    startDate: previous.startDate,
    endDate: previous.endDate,
    of: { startDate: current.startDate, endDate: current.endDate },
    savedAt: now,
  };
  try {
    storage.setItem(savedPreviousRangeKey, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only costs the early "Compared with" line.
  }
}

/**
 * The previous range saved for `current` while it is fresh: 0 to 720 minutes old (spec §4 and
 * §9: twice the current range's 360), counted in plain milliseconds so the dashboards do not load
 * luxon; else null.
 * @param storage - `localStorage`
 * @param now - the time to judge by (ms)
 */
export function readSavedPreviousRange(
  storage: Pick<Storage, 'getItem'>,
  current: DayRange,
  now: number,
): DayRange | null {
  let saved: Partial<Saved> | null;
  try {
    saved = JSON.parse(storage.getItem(savedPreviousRangeKey) ?? 'null') as Partial<Saved> | null;
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { startDate, endDate, of, savedAt } = saved;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  if (typeof of !== 'object' || of === null || !sameDays(of, current)) return null;
  const age = typeof savedAt === 'number' ? now - savedAt : Number.NaN;
  if (!(age >= 0 && age < savedRangeValidityMinutes.previous * 60_000)) return null;
  return { startDate, endDate };
}
