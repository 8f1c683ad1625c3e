import { DateTime } from 'luxon';
import type { DateRange } from './date-range.ts';
import { formatIsoDate } from './format-iso-date.ts';

/**
 * The default date range: first to last day of the month `now` falls in.
 *
 * @param now - The current moment; its zone decides which month "now" is, so pass
 *   `DateTime.now().setZone(zone)` to ask about another zone.
 * @example currentMonthRange(DateTime.fromISO('2024-02-10')) // { startDate: '2024-02-01', endDate: '2024-02-29' }
 */
export function currentMonthRange(now: DateTime = DateTime.now()): DateRange {
  return {
    startDate: formatIsoDate(now.startOf('month')),
    endDate: formatIsoDate(now.endOf('month')),
  };
}
