/*
 * Calendar-day arithmetic on `YYYY-MM-DD` strings, in UTC so a day is always 24 hours. Plain
 * Date, not luxon: the date picker sits on the first load of `/`, where luxon's ~20 kB gzip
 * would not fit the budget (docs/benchmarks.md). Ranges for the data layer still come from
 * util-period; these only drive the picker.
 */

const day = 86_400_000;

/** The UTC midnight of an ISO date (`YYYY-MM-DD`). */
export function isoToDate(iso: string): Date {
  const [year = NaN, month = NaN, date = NaN] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** `YYYY-MM-DD` of a UTC date. */
export function dateToIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today in the browser's timezone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return dateToIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function addDays(iso: string, days: number): string {
  return dateToIso(new Date(isoToDate(iso).getTime() + days * day));
}

/** The same day `months` later, clamped to that month's length (Mar 31 − 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const date = isoToDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return dateToIso(target);
}

/** First day of the month `iso` is in. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** Last day of the month `iso` is in. */
export function endOfMonth(iso: string): string {
  return addDays(addMonths(startOfMonth(iso), 1), -1);
}

/** First day of the quarter `iso` is in. */
export function startOfQuarter(iso: string): string {
  const month = Number(iso.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${iso.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

/** 1 (Monday) to 7 (Sunday), as ISO weeks and util-period count. */
export function isoWeekday(iso: string): number {
  return ((isoToDate(iso).getUTCDay() + 6) % 7) + 1;
}
