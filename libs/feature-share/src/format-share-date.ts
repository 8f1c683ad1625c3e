const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A share link's date for people, e.g. "Nov 23, 2026"; the raw value when it is not a date.
 * @param iso - an ISO date-time from the API
 */
export function formatShareDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}
