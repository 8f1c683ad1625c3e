import { storedChoiceAtom } from '@salesdash/util-storage';
import {
  defaultPeriodSettings,
  monthOptions,
  quarterOptions,
  weekHolding,
  weekOptions,
  weeksInMonth,
  withMode,
  yearOptions,
  type PeriodMode,
  type PeriodSettings,
} from '@salesdash/util-period';
import { atom } from 'jotai';

/** The localStorage key of each period setting (`leaderboard.period.*`). */
export const periodStorageKeys = {
  mode: 'leaderboard.period.mode',
  year: 'leaderboard.period.year',
  month: 'leaderboard.period.month',
  week: 'leaderboard.period.week',
  quarter: 'leaderboard.period.quarter',
} as const satisfies Record<keyof PeriodSettings, string>;

const periodModes: readonly PeriodMode[] = ['quarterly', 'monthly', 'weekly'];
// Today's period when first read, not when this module loaded.
const initial =
  <K extends keyof PeriodSettings>(name: K) =>
  () =>
    defaultPeriodSettings()[name];

// Each setting on its own localStorage key (periodStorageKeys), so other tabs and older builds
// read them one by one; a stored value the picker would not offer (a year before 2000, week 5, a mode of an older build) reads as the default.
const modeAtom = storedChoiceAtom(periodStorageKeys.mode, periodModes, initial('mode'));
const yearAtom = storedChoiceAtom(periodStorageKeys.year, yearOptions(), initial('year'));
const monthAtom = storedChoiceAtom(
  periodStorageKeys.month,
  monthOptions().map((month) => month.value),
  initial('month'),
);
const weekAtom = storedChoiceAtom(periodStorageKeys.week, weekOptions(), initial('week'));
const quarterAtom = storedChoiceAtom(
  periodStorageKeys.quarter,
  quarterOptions(),
  initial('quarter'),
);

/** Whether a week was ever chosen (or reset) on this device. */
function hasStoredWeek(): boolean {
  try {
    return localStorage.getItem(periodStorageKeys.week) !== null;
  } catch {
    return false;
  }
}

/** `settings` with its week inside its month: week 5 only where the month has one. */
const weekWithinMonth = (settings: PeriodSettings): PeriodSettings => ({
  ...settings,
  week: Math.min(settings.week, weeksInMonth(settings.year, settings.month)),
});

/**
 * The leaderboard's period: monthly on the current month until chosen, then as last chosen.
 * Writing a change of mode applies the mode's resets (`withMode` of util-period) first. Weekly
 * mode with no week ever chosen opens on the week holding today (late-month days sit in week 5,
 * or in the next month's week 1: docs/decisions/0024-week-5.md).
 */
export const periodSettingsAtom = atom(
  (get): PeriodSettings =>
    weekWithinMonth({
      mode: get(modeAtom),
      year: get(yearAtom),
      month: get(monthAtom),
      week: get(weekAtom),
      quarter: get(quarterAtom),
    }),
  (get, set, change: Partial<PeriodSettings>) => {
    const current = get(periodSettingsAtom);
    const opensOnToday = change.mode === 'weekly' && current.mode !== 'weekly' && !hasStoredWeek();
    const next = weekWithinMonth({
      ...(change.mode === undefined ? current : withMode(current, change.mode)),
      ...(opensOnToday ? weekHolding() : {}),
      ...change,
    });
    set(modeAtom, next.mode);
    set(yearAtom, next.year);
    set(monthAtom, next.month);
    set(weekAtom, next.week);
    set(quarterAtom, next.quarter);
  },
);
periodSettingsAtom.debugLabel = 'leaderboard.period';
