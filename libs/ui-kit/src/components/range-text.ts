import { isoToDate } from './calendar-dates.ts';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 1, 2026 – Mar 31, 2026' (Intl's own range format: 'Mar 1 – 31, 2026'). */
export function rangeText(startDate: string, endDate: string): string {
  return shortDate.formatRange(isoToDate(startDate), isoToDate(endDate));
}
