import * as z from 'zod/mini';
import { dateRangeRule } from './date-range-rule.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import type { MetricName } from './metrics.ts';
import { commaIdsSchema } from './team-analytics.ts';

/**
 * The leaderboard's categories in domain §5's order: each a title and the metric it ranks by
 * (its value equals the person's own metrics for the range).
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

/** Query of `GET /api/metrics/users/leaderboard`: a range and, optionally, sales role ids. */
export const leaderboardQuerySchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    role: z.optional(commaIdsSchema()),
  })
  .check(dateRangeRule('leaderboard'));
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
export type LeaderboardQueryInput = z.input<typeof leaderboardQuerySchema>;

/** One person on a category's board: who, and their value; the first three have a place. */
export const leaderboardEntrySchema = z.object({
  user_id: z.number(),
  display_name: z.string(),
  avatar: z.nullable(z.string()),
  profile_picture: z.nullable(z.string()),
  role_title: z.nullable(z.string()),
  /** Dollars, a count or a fraction, as the metric is. */
  value: z.number(),
  place: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** A category: value descending, ties by display name, nobody at 0. */
export const leaderboardCategorySchema = z.object({
  title: z.string(),
  metric: z.enum(
    leaderboardCategories.map((category) => category.metric) as [
      (typeof leaderboardCategories)[number]['metric'],
      ...(typeof leaderboardCategories)[number]['metric'][],
    ],
  ),
  users: z.array(leaderboardEntrySchema),
});
export type LeaderboardCategory = z.infer<typeof leaderboardCategorySchema>;

/** `data` of `GET /api/metrics/users/leaderboard`: the categories in order. */
export const leaderboardSchema = z.array(leaderboardCategorySchema);
export type Leaderboard = z.infer<typeof leaderboardSchema>;
