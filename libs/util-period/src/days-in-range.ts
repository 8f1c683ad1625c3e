import type { DateRange } from './date-range.ts';
import { utcDay, utcDaysBetween } from './utc-day.ts';

/**
 * The number of calendar days in a range, both ends included (a DST change never makes it
 * fractional).
 *
 * @throws Error when either date is not `YYYY-MM-DD`; RangeError when `endDate` is before
 *   `startDate`.
 * @example daysInRange({ startDate: '2024-02-01', endDate: '2024-02-29' }) // 29
 */
export function daysInRange(range: DateRange): number {
  const days = utcDaysBetween(utcDay(range.startDate), utcDay(range.endDate)) + 1;
  if (days < 1) {
    throw new RangeError(
      `Invalid date range: endDate ${range.endDate} is before startDate ${range.startDate}`,
    );
  }
  return days;
}
