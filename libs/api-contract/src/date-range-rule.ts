import { daysInRange, previousRange } from '@salesdash/util-period';
import * as z from 'zod/mini';
import { isoDateProblem, isoDateSchema } from './iso-date-schema.ts';
import { firstIsoDate } from './iso-date.ts';

/**
 * The longest range, in days, each kind of route reads
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md). On the embedded database a query holds
 * the server's one thread until it ends, so no request may ask for unbounded work; these are at or
 * past what the web app's presets send (a year; the leaderboard a quarter).
 */
export const longestRangeDays = {
  /** A person's or product's dashboard: metrics, tables, downloads, adjustments (3 years). */
  dashboard: 1_098,
  /**
   * The team dashboard and its workbook (a year): over 3 years a manager's products view took
   * ~0.8 s on the benchmark dataset, its totals query holding the embedded database throughout.
   */
  team: 366,
  /** A leaderboard period (a year). */
  leaderboard: 366,
} as const;
export type RangeKind = keyof typeof longestRangeDays;

type DateRange = { startDate: string; endDate: string };

/**
 * Why a range of two valid dates cannot be read, as `[field, message]`, or null when it can:
 * `endDate` before `startDate`, more than `longestDays` days, or a previous range (the one the
 * metrics compare with, docs/product-rules.md#dates-periods-and-ranges) starting before
 * {@link firstIsoDate}. A date that is itself invalid is its own field's problem, not the range's:
 * null.
 */
export function dateRangeProblem(
  range: DateRange,
  longestDays: number,
): [field: 'startDate' | 'endDate', message: string] | null {
  if (isoDateProblem(range.startDate) || isoDateProblem(range.endDate)) return null;
  if (range.endDate < range.startDate) return ['endDate', 'endDate must not be before startDate'];
  if (daysInRange(range) > longestDays) {
    return ['endDate', `the range may span at most ${longestDays} days`];
  }
  if (previousRange(range).startDate < firstIsoDate) {
    return ['startDate', `the range compared with this one would start before ${firstIsoDate}`];
  }
  return null;
}

/** The check of a query holding a range of `kind`; a range left out entirely passes. */
export const dateRangeRule = (kind: RangeKind) =>
  z.superRefine((query: object, context) => {
    const { startDate, endDate } = query as { startDate?: unknown; endDate?: unknown };
    if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
    const problem = dateRangeProblem({ startDate, endDate }, longestRangeDays[kind]);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem[1], path: [problem[0]], input: query });
    }
  });

/** `startDate`/`endDate` query pair of a dashboard read (metrics, adjustments). */
export const dateRangeQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .check(dateRangeRule('dashboard'));

export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
