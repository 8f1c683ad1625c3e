import type { DateTime } from 'luxon';
import type { DateRange } from './date-range.ts';
import { daysInRange } from './days-in-range.ts';
import { formatIsoDate } from './format-iso-date.ts';
import { parseIsoDate } from './parse-iso-date.ts';

/**
 * The range a metric's "previous" figures compare against (spec §5):
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
  const start = parseIsoDate(range.startDate, 'utc');
  const end = parseIsoDate(range.endDate, 'utc');
  if (start.weekday === 1 && days <= 7) {
    return toRange(start.minus({ days: 7 }), end.minus({ days: 7 }));
  }
  if (days > 7 && start.hasSame(end, 'month')) {
    // luxon clamps the day when the earlier month is shorter (Mar 31 → Feb 29).
    return toRange(start.minus({ months: 1 }), end.minus({ months: 1 }));
  }
  const previousEnd = start.minus({ days: 1 });
  return toRange(previousEnd.minus({ days: days - 1 }), previousEnd);
}

function toRange(start: DateTime, end: DateTime): DateRange {
  return { startDate: formatIsoDate(start), endDate: formatIsoDate(end) };
}
