import { DateTime } from 'luxon';
import { assertPeriodField } from './assert-period-field.ts';
import type { DateRange } from './date-range.ts';
import { formatIsoDate } from './format-iso-date.ts';
import type { PeriodSettings } from './period-settings.ts';
import { weekOneMonday, weeksInMonth } from './week-options.ts';

/** The days a period covers, and whether a weekly period starts in the previous month. */
const periodModes: readonly string[] = ['quarterly', 'monthly', 'weekly'];

export type PeriodRange = DateRange & {
  /** True when weekly mode moved the month's 1st back to the Monday before it. */
  weekBacktracked: boolean;
};

/**
 * The inclusive days of a period (docs/product-rules.md#dates-periods-and-ranges).
 *
 * - quarterly: first to last day of the quarter's three months;
 * - monthly: first to last day of the month;
 * - weekly: the month's 1st moved back to its Monday (`weekBacktracked` when it moved); week n
 *   starts (n−1)×7 days after that Monday and lasts 7 days; week 5 only where the month has it
 *   ({@link weeksInMonth}).
 *
 * Only the fields the mode uses are checked; the others may hold anything.
 *
 * @throws RangeError naming the field when `mode` is unknown or `year` (1–9999), `month`, `week` or `quarter` is out
 *   of range for the mode (week 5 in a month of four weeks included).
 * @example periodRange({ mode: 'weekly', year: 2000, month: 1, week: 1, quarter: 1 })
 * // { startDate: '1999-12-27', endDate: '2000-01-02', weekBacktracked: true }
 */
export function periodRange(settings: PeriodSettings): PeriodRange {
  const { mode, year } = settings;
  if (!periodModes.includes(mode)) {
    throw new RangeError(
      `Invalid period mode: expected quarterly, monthly or weekly, got ${String(mode)}`,
    );
  }
  assertPeriodField('year', year, 1, 9999);
  // Calendar math in UTC: days never gain or lose hours, whatever the caller's zone.
  if (mode === 'quarterly') {
    assertPeriodField('quarter', settings.quarter, 1, 4);
    const start = DateTime.utc(year, (settings.quarter - 1) * 3 + 1, 1);
    return toRange(start, start.plus({ months: 3 }).minus({ days: 1 }), false);
  }
  assertPeriodField('month', settings.month, 1, 12);
  const first = DateTime.utc(year, settings.month, 1);
  if (mode === 'monthly') return toRange(first, first.endOf('month'), false);
  assertPeriodField('week', settings.week, 1, weeksInMonth(year, settings.month));
  const start = weekOneMonday(year, settings.month).plus({ days: (settings.week - 1) * 7 });
  return toRange(start, start.plus({ days: 6 }), first.weekday !== 1);
}

function toRange(start: DateTime, end: DateTime, weekBacktracked: boolean): PeriodRange {
  return { startDate: formatIsoDate(start), endDate: formatIsoDate(end), weekBacktracked };
}
