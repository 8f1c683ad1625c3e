import { DateTime } from 'luxon';
import type { PeriodSettings } from './period-settings.ts';

/**
 * The picker's starting point when nothing is remembered: monthly mode on the month
 * of `now`, week 1, and the quarter that month is in.
 *
 * @param now - The current moment; its zone decides which month "now" is.
 * @example defaultPeriodSettings(DateTime.fromISO('2026-05-20'))
 * // { mode: 'monthly', year: 2026, month: 5, week: 1, quarter: 2 }
 */
export function defaultPeriodSettings(now: DateTime = DateTime.now()): PeriodSettings {
  return { mode: 'monthly', year: now.year, month: now.month, week: 1, quarter: now.quarter };
}
