import type { DateRange } from './date-range.ts';
import { daysInRange } from './days-in-range.ts';
import { isoDateOfUtc, plusUtcDays, plusUtcMonths, utcDay } from './utc-day.ts';

/**
 * The range a metric's "previous" figures compare against
 * (docs/product-rules.md#dates-periods-and-ranges):
 *
 * 1. a range starting on a Monday and at most 7 days long shifts back 7 days;
 * 2. else a range inside one calendar month and longer than 7 days moves each end back one
 *    month, the day clamped to that month's length (`2024-03-05..2024-03-31` →
 *    `2024-02-05..2024-02-29`);
 * 3. otherwise the same number of days ending the day before `startDate`.
 *
 * The result never overlaps `range`.
 *
 * @throws Error when a date is not `YYYY-MM-DD`; RangeError when `endDate` is before `startDate`.
 * @example previousRange({ startDate: '2024-02-01', endDate: '2024-02-29' })
 * // { startDate: '2024-01-01', endDate: '2024-01-29' }
 */
export function previousRange(range: DateRange): DateRange {
  const days = daysInRange(range);
  const start = utcDay(range.startDate);
  const end = utcDay(range.endDate);
  if (start.getUTCDay() === 1 && days <= 7) {
    return toRange(plusUtcDays(start, -7), plusUtcDays(end, -7));
  }
  if (days > 7 && range.startDate.slice(0, 7) === range.endDate.slice(0, 7)) {
    return toRange(plusUtcMonths(start, -1), plusUtcMonths(end, -1));
  }
  const previousEnd = plusUtcDays(start, -1);
  return toRange(plusUtcDays(previousEnd, -(days - 1)), previousEnd);
}

function toRange(start: Date, end: Date): DateRange {
  return { startDate: isoDateOfUtc(start), endDate: isoDateOfUtc(end) };
}
