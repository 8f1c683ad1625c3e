import { storedChoiceAtom } from '@salesdash/data-access-auth';
import {
  defaultPeriodSettings,
  monthOptions,
  quarterOptions,
  weekOptions,
  withMode,
  yearOptions,
  type PeriodMode,
  type PeriodSettings,
} from '@salesdash/util-period';
import { atom } from 'jotai';

/** The localStorage key of each period setting (spec §3: `leaderboard.period.*`). */
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

// Each setting on its own key, as the spec names them; a stored value the picker would not offer
// (a year before 2000, week 5, a mode of an older build) reads as the default.
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

/**
 * The leaderboard's period: monthly on the current month until chosen, then as last chosen.
 * Writing a change of mode applies spec §4's resets (`withMode` of util-period) first.
 */
export const periodSettingsAtom = atom(
  (get): PeriodSettings => ({
    mode: get(modeAtom),
    year: get(yearAtom),
    month: get(monthAtom),
    week: get(weekAtom),
    quarter: get(quarterAtom),
  }),
  (get, set, change: Partial<PeriodSettings>) => {
    const current = get(periodSettingsAtom);
    const next = {
      ...(change.mode === undefined ? current : withMode(current, change.mode)),
      ...change,
    };
    set(modeAtom, next.mode);
    set(yearAtom, next.year);
    set(monthAtom, next.month);
    set(weekAtom, next.week);
    set(quarterAtom, next.quarter);
  },
);
periodSettingsAtom.debugLabel = 'leaderboard.period';
