import { isIsoDate } from './is-iso-date.ts';

const msPerDay = 86_400_000;

/**
 * A `YYYY-MM-DD` date as midnight UTC, without luxon: the range rules the API contract and the
 * dashboards' details share run in the browser too, where luxon is 21 kB of gzip.
 * @throws Error `Invalid ISO 8601 date: "<value>"`, as {@link parseIsoDate} does.
 */
export function utcDay(value: string): Date {
  if (!isIsoDate(value)) throw new Error(`Invalid ISO 8601 date: "${value}"`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
  date.setUTCFullYear(year);
  return date;
}

/** `date` moved by whole days (UTC, so a clock change never shifts it). */
export function plusUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * msPerDay);
}

/** The number of days from `from` to `to` (both midnight UTC). */
export function utcDaysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / msPerDay);
}

/**
 * The same day `months` months earlier or later, clamped to that month's last day (Mar 31 less
 * one month is Feb 29 or 28), as luxon's `minus({ months })` does.
 */
export function plusUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(target.getTime());
  lastDay.setUTCMonth(lastDay.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay.getUTCDate()));
  return target;
}

/**
 * `date` (midnight UTC) as `YYYY-MM-DD`.
 * @throws RangeError when its year has no four-digit form, as {@link formatIsoDate} does.
 */
export function isoDateOfUtc(date: Date): string {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) {
    throw new RangeError(`Cannot format as an ISO 8601 date: ${String(date)}`);
  }
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}
