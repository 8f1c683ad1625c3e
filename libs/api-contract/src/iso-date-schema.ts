import * as z from 'zod/mini';
import { firstIsoDate, isIsoDate, lastIsoDate } from './iso-date.ts';

// Apart from iso-date.ts: the web app's first screen imports isIsoDate, and a schema built at
// module level would come along with it (zod's constructors are not tree-shaken).

/** What a date outside {@link firstIsoDate} … {@link lastIsoDate} is told. */
export const dateYearsMessage = `must be a day from ${firstIsoDate} to ${lastIsoDate}`;

/** Why `value` is no date a field may hold, or null when it is one. */
export function isoDateProblem(value: string): string | null {
  if (!isIsoDate(value)) return `Invalid ISO 8601 date: "${value}"`;
  return value < firstIsoDate || value > lastIsoDate ? dateYearsMessage : null;
}

/**
 * A calendar date `YYYY-MM-DD` from 1900-01-01 to 2999-12-31; anything else fails with
 * `Invalid ISO 8601 date: "<value>"` or {@link dateYearsMessage}.
 */
export const isoDateSchema = z.string().check(
  z.superRefine((value, context) => {
    const problem = isoDateProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);
