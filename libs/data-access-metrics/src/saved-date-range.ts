import { isIsoDate } from '@salesdash/api-contract';
import { savedRangeValidityMinutes, type SavedRangeKind } from '@salesdash/util-period';
import type { DayRange } from './dashboard-subject.ts';

/** The local-storage entry of the dashboards' date range. */
export const savedDateRangeKey = 'dateRange';
/** The entry of the range the dashboards last compared it with, beside it. */
export const savedPreviousRangeKey = 'previousDateRange';

/** A range as the picker chose it; `preset` names how (`thisMonth`, `custom`…). */
export type ChosenRange = DayRange & { preset: string };

type Saved = ChosenRange & { savedAt: number };
export type SavedPrevious = DayRange & { of: DayRange; savedAt: number };

export function write(storage: Pick<Storage, 'setItem'>, key: string, value: object): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the memory of the range.
  }
}

/**
 * The entry `key` while it is a range of days saved 0 to the validity of `kind` ago
 * (current 360, previous 720 minutes, as util-period's `isSavedRangeFresh` has them; counted here
 * in plain milliseconds so the dashboards do not load luxon), else null.
 */
function readFresh<T extends DayRange & { savedAt: number }>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  kind: SavedRangeKind,
  now: number,
): Partial<T> | null {
  let saved: Partial<T> | null;
  try {
    saved = JSON.parse(storage.getItem(key) ?? 'null') as Partial<T> | null;
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { startDate, endDate, savedAt } = saved;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  const age = typeof savedAt === 'number' ? now - savedAt : Number.NaN;
  return age >= 0 && age < savedRangeValidityMinutes[kind] * 60_000 ? saved : null;
}

/**
 * Remembers the range a dashboard shows, so the next dashboard opened within its
 * validity opens on the same days.
 * @param storage - `localStorage`
 * @param range - the chosen range
 * @param now - the time of the choice (ms)
 */
export function saveDateRange(
  storage: Pick<Storage, 'setItem'>,
  range: ChosenRange,
  now: number,
): void {
  const { startDate, endDate, preset } = range;
  write(storage, savedDateRangeKey, { startDate, endDate, preset, savedAt: now } satisfies Saved);
}

/**
 * The saved range while it is fresh (saved 0 to 360 minutes ago), else null: the next morning
 * the dashboards open on the default range again.
 * @param storage - `localStorage`
 * @param now - the time to judge by (ms)
 */
export function readSavedDateRange(
  storage: Pick<Storage, 'getItem'>,
  now: number,
): ChosenRange | null {
  const saved = readFresh<Saved>(storage, savedDateRangeKey, 'current', now);
  if (!saved) return null;
  const { startDate = '', endDate = '', preset } = saved;
  return { startDate, endDate, preset: typeof preset === 'string' ? preset : 'custom' };
}

/**
 * The previous range saved for `current` while it is fresh: 0 to 720 minutes old (twice
 * the current range's 360), else null.
 * @param now - the time to judge by (ms)
 */
export function readSavedPreviousRange(
  storage: Pick<Storage, 'getItem'>,
  current: DayRange,
  now: number,
): DayRange | null {
  const saved = readFresh<SavedPrevious>(storage, savedPreviousRangeKey, 'previous', now);
  const of = saved?.of;
  if (!saved || typeof of !== 'object' || of === null) return null;
  if (of.startDate !== current.startDate || of.endDate !== current.endDate) return null;
  return { startDate: saved.startDate ?? '', endDate: saved.endDate ?? '' };
}
