import { monthNames } from './month-names.ts';
import { parseIsoDate } from './parse-iso-date.ts';
import { periodRange } from './period-range.ts';
import type { PeriodSettings } from './period-settings.ts';

/**
 * The picker's caption for a period (docs/product-rules.md#dates-periods-and-ranges), in English:
 * `'Q{n} {year}'`, `'{Month} {year}'` or `'Week {n}: {Mon} {d} - {Mon} {d}, {year}'`.
 * A weekly label carries the settings' year even when the week starts in December before it.
 *
 * @throws RangeError as {@link periodRange} does for out-of-range settings.
 * @example periodLabel({ mode: 'weekly', year: 2000, month: 1, week: 1, quarter: 1 })
 * // 'Week 1: Dec 27 - Jan 2, 2000'
 */
export function periodLabel(settings: PeriodSettings): string {
  const range = periodRange(settings);
  if (settings.mode === 'quarterly') return `Q${settings.quarter} ${settings.year}`;
  if (settings.mode === 'monthly')
    return `${String(monthNames[settings.month - 1])} ${settings.year}`;
  return `Week ${settings.week}: ${shortDay(range.startDate)} - ${shortDay(range.endDate)}, ${settings.year}`;
}

function shortDay(isoDate: string): string {
  const day = parseIsoDate(isoDate, 'utc');
  return `${String(monthNames[day.month - 1]).slice(0, 3)} ${day.day}`;
}
