import { isoToDate } from './calendar-dates.ts';

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 3' for `2026-11-03`: short enough for an x axis label; the year is in the table. */
export function formatShortDay(day: string): string {
  return shortDay.format(isoToDate(day));
}
