import * as z from 'zod/mini';
import { isoDateProblem } from './iso-date-schema.ts';

/** The widest offset any timezone uses (Kiribati, UTC+14:00; the farthest west is −12:00). */
const maxOffsetMinutes = 14 * 60;

const offsetOf = /([+-])(\d{2}):?(\d{2})$/;

/**
 * An ISO 8601 date-time with its offset (`Z` or `±hh:mm`), its day inside the date rule
 * (1900-01-01 … 2999-12-31) and its offset within ±14:00: PostgreSQL refuses an offset past
 * ±15:59 ("time zone displacement out of range"), which answered 500
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md).
 */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time with an offset' })
  .check(
    z.superRefine((value, context) => {
      const dayProblem = isoDateProblem(value.slice(0, 10));
      if (dayProblem) context.addIssue({ code: 'custom', message: dayProblem });
      const [, , hours, minutes] = offsetOf.exec(value) ?? [];
      if (Number(hours) * 60 + Number(minutes) > maxOffsetMinutes) {
        context.addIssue({ code: 'custom', message: 'must have an offset within ±14:00' });
      }
    }),
  );
