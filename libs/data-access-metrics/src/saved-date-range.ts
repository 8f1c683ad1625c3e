import { isIsoDate } from '@salesdash/api-contract';
import { savedRangeValidityMinutes } from '@salesdash/util-period';
import type { DayRange } from './dashboard-subject.ts';

/** The local-storage entry of the dashboards' date range. */
export const savedDateRangeKey = 'dateRange';

/** A range as the picker chose it; `preset` names how (`thisMonth`, `custom`…). */
export type ChosenRange = DayRange & { preset: string };

type Saved = ChosenRange & { savedAt: number };

/**
 * Remembers the range a dashboard shows, so the next dashboard opened within spec §4's
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
  const saved: Saved = { startDate, endDate, preset, savedAt: now };
  try {
    storage.setItem(savedDateRangeKey, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only costs the memory of the range.
  }
}

/**
 * The saved range while it is fresh (saved 0 to 360 minutes ago, as util-period's
 * `isSavedRangeFresh` has it; counted here in plain milliseconds so the dashboards do not load
 * luxon), else null: the next morning the dashboards open on the default range again.
 * @param storage - `localStorage`
 * @param now - the time to judge by (ms)
 */
export function readSavedDateRange(
  storage: Pick<Storage, 'getItem'>,
  now: number,
): ChosenRange | null {
  let saved: Partial<Saved> | null;
  try {
    saved = JSON.parse(storage.getItem(savedDateRangeKey) ?? 'null') as Partial<Saved> | null;
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { startDate, endDate, preset, savedAt } = saved;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  const age = typeof savedAt === 'number' ? now - savedAt : Number.NaN;
  if (!(age >= 0 && age < savedRangeValidityMinutes.current * 60_000)) return null;
  return { startDate, endDate, preset: typeof preset === 'string' ? preset : 'custom' };
}
