import { parseIsoDate } from '@salesdash/util-period';
import * as z from 'zod/mini';

/**
 * True when `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). The rule
 * itself lives in util-period, so the API, the web app and tools cannot disagree on it.
 * @param value - the candidate string
 */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** A calendar date `YYYY-MM-DD`; anything else fails with `Invalid ISO 8601 date: "<value>"`. */
export const isoDateSchema = z.string().check(
  z.superRefine((value, context) => {
    try {
      parseIsoDate(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
);

/** `startDate`/`endDate` query pair; `endDate` may not precede `startDate`. */
export const dateRangeQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .check(
    z.refine((range) => range.endDate >= range.startDate, {
      message: 'endDate must not be before startDate',
      path: ['endDate'],
    }),
  );

export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
