import { DateTime } from 'luxon';
import type { PeriodMode, PeriodSettings } from './period-settings.ts';

/**
 * The settings after the user picks another mode: switching to quarterly resets
 * `month` to the month of `now` and `week` to 1; switching to monthly resets `week` to 1;
 * switching to weekly keeps the rest. Picking the current mode again changes nothing.
 *
 * @param now - The current moment; its zone decides which month "now" is.
 * @returns A new object; `settings` is not modified.
 * @example withMode({ mode: 'weekly', year: 2026, month: 2, week: 3, quarter: 1 }, 'monthly')
 * // { mode: 'monthly', year: 2026, month: 2, week: 1, quarter: 1 }
 */
export function withMode(
  settings: PeriodSettings,
  mode: PeriodMode,
  now: DateTime = DateTime.now(),
): PeriodSettings {
  if (mode === settings.mode) return { ...settings };
  if (mode === 'quarterly') return { ...settings, mode, month: now.month, week: 1 };
  if (mode === 'monthly') return { ...settings, mode, week: 1 };
  return { ...settings, mode };
}
