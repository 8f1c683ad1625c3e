import { DateTime } from 'luxon';
import { currentPeriodOf } from './current-period-of.ts';
import { periodLabel } from './period-label.ts';
import type { PeriodSettings } from './period-settings.ts';

/**
 * Whether `settings` show the period of their mode that holds `now` (the same days, whatever
 * the fields the mode does not use hold).
 *
 * @example isCurrentPeriod({ mode: 'monthly', year: 2026, month: 11, week: 3, quarter: 1 },
 *   DateTime.fromISO('2026-11-26')) // true
 */
export function isCurrentPeriod(settings: PeriodSettings, now: DateTime = DateTime.now()): boolean {
  return periodLabel(settings) === periodLabel(currentPeriodOf(settings.mode, now));
}
