import { isIsoDate } from '@salesdash/util-period';
import * as z from 'zod/mini';

/**
 * True when `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). The rule
 * lives in util-period (without luxon, so the web app's schemas stay light), and the API, the
 * web app and tools cannot disagree on it.
 */
export { isIsoDate };

/** A calendar date `YYYY-MM-DD`; anything else fails with `Invalid ISO 8601 date: "<value>"`. */
export const isoDateSchema = z.string().check(
  z.superRefine((value, context) => {
    if (!isIsoDate(value)) {
      context.addIssue({ code: 'custom', message: `Invalid ISO 8601 date: "${value}"` });
    }
  }),
);

/** The check of a query holding a range: `endDate` may not precede `startDate`. */
export const rangeInOrder = z.refine<{ startDate: string; endDate: string }>(
  (range) => range.endDate >= range.startDate,
  { message: 'endDate must not be before startDate', path: ['endDate'] },
);

/** `startDate`/`endDate` query pair; `endDate` may not precede `startDate`. */
export const dateRangeQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .check(rangeInOrder);

export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
