import { isIsoDate } from '@salesdash/api-contract';
import { previousRange } from '@salesdash/util-period';
import type { DayRange } from './dashboard-subject.ts';

/** The local-storage entry of the dashboards' date range. */
export const savedDateRangeKey = 'dateRange';

/** Spec §4/§9: a saved current range counts for 360 minutes, the previous one for 720. */
export const savedRangeValidity = { currentMinutes: 360, previousMinutes: 720 } as const;

/** A range as the picker chose it; `preset` names how (`thisMonth`, `custom`…). */
export type ChosenRange = DayRange & { preset: string };

type Saved = {
  current: ChosenRange & { savedAt: number };
  previous: DayRange & { savedAt: number };
};

const minutes = (count: number) => count * 60_000;

function isRange(value: unknown): value is DayRange {
  if (typeof value !== 'object' || value === null) return false;
  const { startDate, endDate } = value as Record<string, unknown>;
  return (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    isIsoDate(startDate) &&
    isIsoDate(endDate) &&
    startDate <= endDate
  );
}

function readSaved(storage: Pick<Storage, 'getItem'>): Partial<Saved> {
  try {
    const saved = JSON.parse(storage.getItem(savedDateRangeKey) ?? 'null') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved as Partial<Saved>) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers the range a dashboard shows and the range before it (spec §5's rule), so the next
 * dashboard opened within the validity opens on the same days.
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
  const saved: Saved = {
    current: { startDate, endDate, preset, savedAt: now },
    previous: { ...previousRange({ startDate, endDate }), savedAt: now },
  };
  try {
    storage.setItem(savedDateRangeKey, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only costs the memory of the range.
  }
}

/**
 * The saved current range while it is valid (360 minutes), else null: a day later the
 * dashboards open on the default range again.
 * @param storage - `localStorage`
 * @param now - the time to judge by (ms)
 */
export function readSavedDateRange(
  storage: Pick<Storage, 'getItem'>,
  now: number,
): ChosenRange | null {
  const { current } = readSaved(storage);
  if (!isRange(current) || typeof current.savedAt !== 'number') return null;
  if (now - current.savedAt > minutes(savedRangeValidity.currentMinutes)) return null;
  return {
    startDate: current.startDate,
    endDate: current.endDate,
    preset: typeof current.preset === 'string' ? current.preset : 'custom',
  };
}

/**
 * The saved previous range while it is valid (720 minutes), else null.
 * @param storage - `localStorage`
 * @param now - the time to judge by (ms)
 */
export function readSavedPreviousRange(
  storage: Pick<Storage, 'getItem'>,
  now: number,
): DayRange | null {
  const { previous } = readSaved(storage);
  if (!isRange(previous) || typeof previous.savedAt !== 'number') return null;
  if (now - previous.savedAt > minutes(savedRangeValidity.previousMinutes)) return null;
  return { startDate: previous.startDate, endDate: previous.endDate };
}
