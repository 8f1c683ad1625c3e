import type { DateTime } from 'luxon';

/**
 * Writes the calendar date of `date`, in its own zone, as `YYYY-MM-DD`.
 *
 * @throws RangeError when `date` is invalid or its year has no four-digit form.
 * @example formatIsoDate(DateTime.fromObject({ year: 2026, month: 3, day: 9 })) // '2026-03-09'
 */
export function formatIsoDate(date: DateTime): string {
  if (!date.isValid || date.year < 0 || date.year > 9999) {
    throw new RangeError(`Cannot format as an ISO 8601 date: ${String(date)}`);
  }
  return date.toFormat('yyyy-MM-dd');
}
