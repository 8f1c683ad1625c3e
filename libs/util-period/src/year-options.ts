import { DateTime } from 'luxon';

/** The first year the picker offers. */
const firstYear = 2000;

/**
 * Years the period picker offers: the year of `now` down to 2000.
 *
 * @param now - The current moment; its zone decides which year "now" is.
 * @returns Newest first; empty if `now` is before 2000.
 * @example yearOptions(DateTime.fromISO('2003-06-01')) // [2003, 2002, 2001, 2000]
 */
export function yearOptions(now: DateTime = DateTime.now()): number[] {
  return Array.from(
    { length: Math.max(0, now.year - firstYear + 1) },
    (_, index) => now.year - index,
  );
}
