import { placeholder } from './placeholder.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
// A calendar date names the same day everywhere: format it in UTC so no timezone shifts it.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Formats a calendar date (`YYYY-MM-DD`, e.g. a transaction date) for people.
 *
 * @param day - the date; anything else gives `'—'`.
 * @example formatDay('2026-11-20') // 'Nov 20, 2026'
 */
export function formatDay(day: string | null | undefined): string {
  if (!day || !dayPattern.test(day)) return placeholder;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? placeholder : dayFormat.format(time);
}
