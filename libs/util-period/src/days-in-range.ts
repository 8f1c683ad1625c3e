import type { DateRange } from './date-range.ts';
import { parseIsoDate } from './parse-iso-date.ts';

/**
 * The number of calendar days in a range, both ends included (a DST change never makes it
 * fractional).
 *
 * @throws Error when either date is not `YYYY-MM-DD`; RangeError when `endDate` is before
 *   `startDate`.
 * @example daysInRange({ startDate: '2024-02-01', endDate: '2024-02-29' }) // 29
 */
export function daysInRange(range: DateRange): number {
  const start = parseIsoDate(range.startDate, 'utc');
  const end = parseIsoDate(range.endDate, 'utc');
  const days = Math.round(end.diff(start, 'days').days) + 1;
  if (days < 1) {
    throw new RangeError(
      `Invalid date range: endDate ${range.endDate} is before startDate ${range.startDate}`,
    );
  }
  return days;
}
