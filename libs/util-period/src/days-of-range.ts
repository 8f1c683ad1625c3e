import type { DateRange } from './date-range.ts';
import { daysInRange } from './days-in-range.ts';
import { formatIsoDate } from './format-iso-date.ts';
import { parseIsoDate } from './parse-iso-date.ts';

/**
 * Every calendar day of a range in order, both ends included, as `YYYY-MM-DD` (a chart's x axis).
 *
 * @throws Error when either date is not `YYYY-MM-DD`; RangeError when `endDate` is before
 *   `startDate`.
 * @example daysOfRange({ startDate: '2024-02-28', endDate: '2024-03-01' })
 *   // ['2024-02-28', '2024-02-29', '2024-03-01']
 */
export function daysOfRange(range: DateRange): string[] {
  const start = parseIsoDate(range.startDate, 'utc');
  return Array.from({ length: daysInRange(range) }, (_, index) =>
    formatIsoDate(start.plus({ days: index })),
  );
}
