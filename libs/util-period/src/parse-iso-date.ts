import { DateTime, type Zone } from 'luxon';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a calendar date written exactly `YYYY-MM-DD`.
 *
 * Only real dates pass: `2026-02-30`, `2026-1-1`, `20260101`, timestamps, surrounding spaces and
 * the empty string all throw.
 *
 * @param value - The text to parse.
 * @param zone - Zone whose midnight the result stands for; defaults to luxon's default zone
 *   (the caller's system zone unless `Settings.defaultZone` says otherwise).
 * @returns The start of that day in `zone`.
 * @throws Error `Invalid ISO 8601 date: "<value>"`.
 * @example parseIsoDate('2024-02-29').toISODate() // '2024-02-29'
 */
export function parseIsoDate(value: string, zone?: string | Zone): DateTime {
  const match = isoDatePattern.exec(value);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  const date = DateTime.fromObject({ year, month, day }, zone === undefined ? {} : { zone });
  // fromObject rolls nothing over, but a malformed zone or a missing match leaves it invalid.
  if (!match || !date.isValid) throw new Error(`Invalid ISO 8601 date: "${value}"`);
  return date;
}
