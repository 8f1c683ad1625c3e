import { DateTime } from 'luxon';
import { defaultPeriodSettings } from './default-period-settings.ts';
import type { PeriodMode, PeriodSettings } from './period-settings.ts';
import { weekHolding } from './week-options.ts';

/**
 * The period of `mode` that holds `now`: this quarter, this month, or the week holding today
 * (late-month days sit in week 5, or in the next month's week 1).
 *
 * @param now - The current moment; its zone decides which day "now" is.
 * @example currentPeriodOf('weekly', DateTime.fromISO('2026-11-30'))
 * // { mode: 'weekly', year: 2026, month: 12, week: 1, quarter: 4 }
 */
export function currentPeriodOf(mode: PeriodMode, now: DateTime = DateTime.now()): PeriodSettings {
  const current = { ...defaultPeriodSettings(now), mode };
  return mode === 'weekly' ? { ...current, ...weekHolding(now) } : current;
}
