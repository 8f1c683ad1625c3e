import { placeholder } from './placeholder.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * Formats an instant (an ISO date-time, e.g. a call's time) in the viewer's timezone.
 *
 * @param iso - the instant; anything unreadable gives `'—'`.
 * @example formatDateTime('2026-11-21T16:00:00Z') // 'Nov 21, 2026, 11:00 AM' in New York
 */
export function formatDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? placeholder : dateTimeFormat.format(time);
}
