import * as z from 'zod/mini';
import { dateRangeRule } from './date-range-rule.ts';
import { queryIntegerSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import type { MetricName } from './metrics.ts';
import { maxPage, paginationSchema } from './table-query.ts';
import { commaIdsSchema } from './team-analytics.ts';

/**
 * The leaderboard's categories in order (docs/product-rules.md#leaderboard): each a title and the
 * metric it ranks by (its value equals the person's own metrics for the range).
 */
export const leaderboardCategories = [
  { title: 'Total Cash Collected', metric: 'totalCash' },
  { title: 'New Cash Collected', metric: 'newCash' },
  { title: 'Closed Deals', metric: 'closedDeals' },
  { title: 'Close Rate (taken)', metric: 'closeRateTaken' },
  { title: 'Calls Taken', metric: 'takenCalls' },
  { title: 'Show Rate', metric: 'showRate' },
  { title: 'Messages Sent', metric: 'messageSent' },
  { title: 'Calls Made', metric: 'callsMade' },
] as const satisfies readonly { title: string; metric: MetricName }[];

/** A category's metric, which names it in the "Show all" path. */
export type LeaderboardMetric = (typeof leaderboardCategories)[number]['metric'];

/**
 * How many entries each category of the board carries: the screen shows five and
 * TV mode ten; "Show all" pages through the rest.
 */
export const leaderboardTopCount = 10;

const leaderboardFilters = {
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  role: z.optional(commaIdsSchema()),
};

/** Query of `GET /api/metrics/users/leaderboard`: a range and, optionally, sales role ids. */
export const leaderboardQuerySchema = z
  .object(leaderboardFilters)
  .check(dateRangeRule('leaderboard'));
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
export type LeaderboardQueryInput = z.input<typeof leaderboardQuerySchema>;

/**
 * One person on a category's board: who, their value and their rank from 1 (value descending,
 * ties by display name); the first three have a place.
 */
export const leaderboardEntrySchema = z.object({
  user_id: z.number(),
  display_name: z.string(),
  avatar: z.nullable(z.string()),
  profile_picture: z.nullable(z.string()),
  role_title: z.nullable(z.string()),
  /** Dollars, a count or a fraction, as the metric is. */
  value: z.number(),
  rank: z.int().check(z.gte(1)),
  place: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

const metricSchema = z.enum(
  leaderboardCategories.map((category) => category.metric) as [
    LeaderboardMetric,
    ...LeaderboardMetric[],
  ],
);

/**
 * A category as the board carries it: its first {@link leaderboardTopCount}
 * entries, the signed-in caller's own entry wherever it ranks (null when they are not ranked,
 * and always for a share link), and how many people are ranked (nobody at 0 is).
 */
export const leaderboardCategorySchema = z.object({
  title: z.string(),
  metric: metricSchema,
  users: z.array(leaderboardEntrySchema),
  caller: z.nullable(leaderboardEntrySchema),
  totalCount: z.int().check(z.gte(0)),
});
export type LeaderboardCategory = z.infer<typeof leaderboardCategorySchema>;

/** `data` of `GET /api/metrics/users/leaderboard`: the categories in order. */
export const leaderboardSchema = z.array(leaderboardCategorySchema);
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Path of `GET /api/metrics/users/leaderboard/:metric` ("Show all" of one category). */
export const leaderboardCategoryParamsSchema = z.object({ metric: metricSchema });
export type LeaderboardCategoryParams = z.infer<typeof leaderboardCategoryParamsSchema>;

/**
 * Query of `GET /api/metrics/users/leaderboard/:metric`: the board's range and roles, and a
 * table page (`page` from 1, `limit` 10 by default, at most 100).
 */
export const leaderboardPageQuerySchema = z
  .object({
    ...leaderboardFilters,
    page: z._default(queryIntegerSchema(1, maxPage), 1),
    limit: z._default(queryIntegerSchema(1, 100), 10),
  })
  .check(dateRangeRule('leaderboard'));
export type LeaderboardPageQuery = z.infer<typeof leaderboardPageQuerySchema>;
export type LeaderboardPageQueryInput = z.input<typeof leaderboardPageQuerySchema>;

/** `data` of `GET /api/metrics/users/leaderboard/:metric`: one page of a category's ranking. */
export const leaderboardPageSchema = z.object({
  title: z.string(),
  metric: metricSchema,
  users: z.array(leaderboardEntrySchema),
  pagination: paginationSchema,
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;
