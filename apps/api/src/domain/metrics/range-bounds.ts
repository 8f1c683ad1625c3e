import type { DateRange } from '@salesdash/util-period';
import { DateTime } from 'luxon';

/** An inclusive range of calendar days, with the instants it spans in one timezone. */
export type RangeBounds = DateRange & {
  /** The first instant of `startDate` there (ISO). */
  from: string;
  /** The first instant after `endDate` there (ISO), exclusive. */
  to: string;
};

/**
 * The instants a day range covers in `timezone`: calendar dates compare as they are, but
 * timestamps (a call's `call_date`, an outbound record's `created_at`) need the local
 * midnights, which move across a DST change (a range may be 23 or 25 hours a day long).
 */
export function rangeBounds(range: DateRange, timezone: string): RangeBounds {
  const midnight = (date: string) => DateTime.fromISO(date, { zone: timezone }).startOf('day');
  const from = midnight(range.startDate);
  const to = midnight(range.endDate).plus({ days: 1 });
  return { ...range, from: from.toUTC().toISO() ?? '', to: to.toUTC().toISO() ?? '' };
}
