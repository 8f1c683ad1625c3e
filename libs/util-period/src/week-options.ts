import { DateTime } from 'luxon';
import { assertPeriodField } from './assert-period-field.ts';

/** The Monday on or before the 1st of `month` (where week 1 starts), in UTC. */
export function weekOneMonday(year: number, month: number): DateTime {
  const first = DateTime.utc(year, month, 1);
  return first.minus({ days: first.weekday - 1 });
}

/**
 * How many weeks a month has (docs/product-rules.md#dates-periods-and-ranges): four, and a fifth
 * when the month's days run past week 4 without reaching the next month's week 1 (November 2026:
 * week 4 ends Nov 22, Nov 23–29 is week 5, Nov 30 is December's week 1). A deliberate extension of
 * "weeks 1–4", so every day belongs to a week.
 *
 * @throws RangeError naming the field when `year` (1–9999) or `month` (1–12) is out of range
 * @example weeksInMonth(2026, 11) // 5
 * @example weeksInMonth(2026, 2) // 4
 */
export function weeksInMonth(year: number, month: number): 4 | 5 {
  assertPeriodField('year', year, 1, 9999);
  assertPeriodField('month', month, 1, 12);
  const next = DateTime.utc(year, month, 1).plus({ months: 1 });
  const weekFive = weekOneMonday(year, month).plus({ days: 28 });
  return weekFive < weekOneMonday(next.year, next.month) ? 5 : 4;
}

/**
 * Weeks the period picker offers: 1 to 4, and 5 when `month` of `year` has it
 * ({@link weeksInMonth}). Without a month, every week some month has: 1 to 5.
 *
 * @example weekOptions(2026, 2) // [1, 2, 3, 4]
 * @example weekOptions(2026, 11) // [1, 2, 3, 4, 5]
 */
export function weekOptions(year?: number, month?: number): number[] {
  const count = year === undefined || month === undefined ? 5 : weeksInMonth(year, month);
  return Array.from({ length: count }, (_, index) => index + 1);
}

/**
 * The week that holds `day` (today by default, in the caller's zone), as the picker names it: its month's week, or the next month's
 * week 1 when the day already belongs there (Nov 30, 2026 is December's week 1).
 *
 * @example weekHolding(DateTime.fromISO('2026-11-26')) // { year: 2026, month: 11, week: 5 }
 * @example weekHolding(DateTime.fromISO('2026-11-30')) // { year: 2026, month: 12, week: 1 }
 */
export function weekHolding(day: DateTime = DateTime.now()): {
  year: number;
  month: number;
  week: number;
} {
  const date = DateTime.utc(day.year, day.month, day.day);
  const next = date.plus({ months: 1 }).startOf('month');
  if (date >= weekOneMonday(next.year, next.month)) {
    return { year: next.year, month: next.month, week: 1 };
  }
  const week = Math.floor(date.diff(weekOneMonday(day.year, day.month), 'days').days / 7) + 1;
  return { year: day.year, month: day.month, week };
}
