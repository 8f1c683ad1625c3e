import { placeholder } from './placeholder.ts';
import { shortMonthNames } from './short-month-names.ts';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a calendar date (`YYYY-MM-DD`, e.g. a transaction date) for people, as Intl's en-US
 * medium date style does, without Intl (see `shortMonthNames`). A calendar date names the same
 * day everywhere: no timezone shifts it.
 *
 * @param day - the date; anything else (or a day that does not exist) gives `'—'`.
 * @example formatDay('2026-11-20') // 'Nov 20, 2026'
 */
export function formatDay(day: string | null | undefined): string {
  const match = day ? dayPattern.exec(day) : null;
  if (!match) return placeholder;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const real = new Date(Date.UTC(2000, month - 1, date));
  if (month < 1 || month > 12 || real.getUTCDate() !== date) return placeholder;
  return `${shortMonthNames[month - 1]} ${date}, ${year}`;
}
