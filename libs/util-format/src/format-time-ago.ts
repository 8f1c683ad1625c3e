import { placeholder } from './placeholder.ts';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

// Largest unit first: the first whose size the elapsed time reaches names it.
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago an instant was, in words (a notification's time): under a minute is
 * `'just now'`, then minutes, hours, days, weeks, months and years, rounded down. An instant in
 * the future (a clock a little ahead) is `'just now'` too.
 *
 * @param iso - the instant; anything unreadable gives `'—'`.
 * @param now - the moment to count from, in ms since the epoch (now unless given).
 * @example formatTimeAgo('2026-11-23T09:30:00Z', Date.parse('2026-11-23T12:00:00Z')) // '2 hours ago'
 */
export function formatTimeAgo(iso: string | null | undefined, now: number = Date.now()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return placeholder;
  const seconds = (now - time) / 1000;
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
