import { z } from 'zod';

/**
 * True when `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30).
 * @param value - the candidate string
 */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date `YYYY-MM-DD`; anything else fails with `Invalid ISO 8601 date: "<value>"`. */
export const isoDateSchema = z.string().refine(isIsoDate, {
  error: (issue) => `Invalid ISO 8601 date: "${String(issue.input)}"`,
});

/** `startDate`/`endDate` query pair; `endDate` may not precede `startDate`. */
export const dateRangeQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((range) => range.endDate >= range.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });

export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
