import * as z from 'zod/mini';

const timeZoneMessage = 'must be an IANA time zone such as America/New_York';

/**
 * An IANA zone name as the tz database spells it (`America/New_York`, `Etc/GMT+5`, `UTC`). The
 * runtime must know it too. Spellings `Intl` would also take but the database does not name,
 * such as `america/new_york`, offsets (`+05:00`) or abbreviations (`EST`), are refused:
 * luxon and PostgreSQL disagree on them.
 * @param zone - the name to check
 */
export function isIanaTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Z][A-Za-z_-]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A field holding an IANA time zone name. */
export const timeZoneSchema = z
  .string({ message: timeZoneMessage })
  .check(
    z.maxLength(64, { message: timeZoneMessage }),
    z.refine(isIanaTimeZone, { message: timeZoneMessage }),
  );
