import * as z from 'zod/mini';
import { dateRangeQuerySchema } from './date-range-rule.ts';

/**
 * The metric fields by difference group, in display order. `apptsPerDay` and
 * `transactionsPerDay` belong to no group: they have no difference.
 */
export const metricGroups = {
  cash: ['newCash', 'paymentPlans', 'revenue', 'totalCash', 'commission', 'closedDeals'],
  appointments: [
    'totalCalls',
    'cancelledCalls',
    'noshowCalls',
    'takenCalls',
    'notUpdatedCalls',
    'showRate',
  ],
  closeRates: ['closeRateTotal', 'closeRateTaken', 'collectedPerBooking', 'collectedPerTaken'],
  outbound: ['messageSent', 'callsMade', 'callsAnswered', 'avgDuration'],
} as const;

/** Metrics whose value is a quotient; each carries its numerator and denominator in `explain`. */
export const ratioMetrics = [
  'showRate',
  'closeRateTotal',
  'closeRateTaken',
  'collectedPerBooking',
  'collectedPerTaken',
  'apptsPerDay',
  'transactionsPerDay',
  'avgDuration',
] as const;

type Group = keyof typeof metricGroups;
type FieldOf<G extends Group> = (typeof metricGroups)[G][number];
export type MetricName = FieldOf<Group> | 'apptsPerDay' | 'transactionsPerDay';
export type RatioMetric = (typeof ratioMetrics)[number];

const shapeOf = <K extends string, S extends z.core.$ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

const metricNames = [
  ...Object.values(metricGroups).flat(),
  'apptsPerDay',
  'transactionsPerDay',
] as MetricName[];

/**
 * One range's metrics (docs/product-rules.md#metrics): money in dollars with at most 2 decimals,
 * rates as fractions (0.7 = 70 %), `avgDuration` in seconds.
 */
export const metricValuesSchema = z.object(shapeOf(metricNames, z.number()));
export type MetricValues = z.infer<typeof metricValuesSchema>;

const groupSchema = <G extends Group>(group: G) =>
  z.object(shapeOf(metricGroups[group] as readonly FieldOf<G>[], z.nullable(z.number())));

/**
 * `(current − previous) / previous` per metric, null when previous is 0
 * (docs/product-rules.md#dates-periods-and-ranges), grouped as the fields are.
 */
export const metricDifferenceSchema = z.object({
  cash: groupSchema('cash'),
  appointments: groupSchema('appointments'),
  closeRates: groupSchema('closeRates'),
  outbound: groupSchema('outbound'),
});
export type MetricDifference = z.infer<typeof metricDifferenceSchema>;

/** How a ratio of the current range was computed: the card's tooltip. */
export const metricExplanationSchema = z.object({
  numerator: z.number(),
  denominator: z.number(),
  /** e.g. `Show rate = 42 taken ÷ 60 (taken + no-show)` */
  formula: z.string(),
});
export type MetricExplanation = z.infer<typeof metricExplanationSchema>;

const rangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

/** `data` of `GET /api/metrics/users/:id` and `GET /api/metrics/products/:id`. */
export const metricsSchema = z.object({
  current: metricValuesSchema,
  previous: metricValuesSchema,
  difference: metricDifferenceSchema,
  explain: z.object(shapeOf(ratioMetrics, metricExplanationSchema)),
  /**
   * The ranges compared; `previous` by the previous-range rule
   * (docs/product-rules.md#dates-periods-and-ranges).
   */
  range: z.object({ current: rangeSchema, previous: rangeSchema }),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** Query of the metrics routes: an inclusive range in the organization's timezone. */
export const metricsQuerySchema = dateRangeQuerySchema;
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;
