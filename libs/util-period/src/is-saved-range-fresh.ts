import { DateTime } from 'luxon';
import { savedRangeValidityMinutes, type SavedRangeKind } from './saved-range-validity-minutes.ts';

/**
 * Whether a date range saved at `savedAt` may still be restored: a current range for 360
 * minutes, a previous range for 720 minutes. The age must be at least 0 and
 * below the limit; a time in the future (clock moved back) or an unreadable one is not fresh.
 *
 * @param savedAt - When the range was stored: epoch milliseconds (as `Date.now()` gives), an ISO
 *   8601 timestamp, or a DateTime.
 * @param kind - `'current'` or `'previous'`.
 * @param now - The current moment.
 * @example isSavedRangeFresh(Date.now() - 60_000, 'current') // true
 */
export function isSavedRangeFresh(
  savedAt: number | string | DateTime,
  kind: SavedRangeKind,
  now: DateTime = DateTime.now(),
): boolean {
  const saved = toDateTime(savedAt);
  const ageMinutes = now.diff(saved, 'minutes').minutes;
  // An invalid DateTime makes the age NaN, which fails both comparisons.
  return ageMinutes >= 0 && ageMinutes < savedRangeValidityMinutes[kind];
}

function toDateTime(savedAt: number | string | DateTime): DateTime {
  if (typeof savedAt === 'number') return DateTime.fromMillis(savedAt);
  if (typeof savedAt === 'string') return DateTime.fromISO(savedAt, { setZone: true });
  return savedAt;
}
