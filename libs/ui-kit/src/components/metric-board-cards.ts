import {
  ratioMetrics,
  type MetricDifference,
  type MetricName,
  type RatioMetric,
} from '@salesdash/api-contract';
import type { MetricFormat } from './metric-value.ts';

type Group = keyof MetricDifference;

/** One card of a metric group: which field, how it reads, and whether a fall is good. */
export type MetricCardSpec = {
  name: MetricName;
  label: string;
  format: MetricFormat;
  lowerIsBetter?: boolean;
  /** What a non-ratio card means, in its tooltip (ratios show the API's formula). */
  meaning?: string;
};

/** Spec §3's difference groups in display order, with the cards of each. */
export const metricCardGroups: readonly {
  group: Group;
  title: string;
  cards: readonly MetricCardSpec[];
}[] = [
  {
    group: 'cash',
    title: 'Cash',
    cards: [
      {
        name: 'totalCash',
        label: 'Total cash collected',
        format: 'money',
        meaning: 'New cash + payment plans, approved',
      },
      {
        name: 'newCash',
        label: 'New cash',
        format: 'money',
        meaning: 'Cash, approved new deals',
      },
      {
        name: 'paymentPlans',
        label: 'Payment plans',
        format: 'money',
        meaning: 'Approved plan instalments',
      },
      {
        name: 'revenue',
        label: 'Revenue',
        format: 'money',
        meaning: 'Contract value, approved new deals',
      },
      {
        name: 'commission',
        label: 'Commission',
        format: 'money',
        meaning: 'Splits earned − reversed + adjustments',
      },
      {
        name: 'closedDeals',
        label: 'Closed deals',
        format: 'count',
        meaning: 'Approved new deals',
      },
    ],
  },
  {
    group: 'appointments',
    title: 'Appointments',
    cards: [
      {
        name: 'totalCalls',
        label: 'Calls booked',
        format: 'count',
        meaning: 'Calls dated in the range',
      },
      { name: 'takenCalls', label: 'Calls taken', format: 'count' },
      { name: 'showRate', label: 'Show rate', format: 'percent' },
      { name: 'noshowCalls', label: 'No-shows', format: 'count', lowerIsBetter: true },
      { name: 'cancelledCalls', label: 'Cancelled', format: 'count', lowerIsBetter: true },
      {
        name: 'notUpdatedCalls',
        label: 'Not updated',
        format: 'count',
        lowerIsBetter: true,
        meaning: 'Past calls still scheduled',
      },
    ],
  },
  {
    group: 'closeRates',
    title: 'Close rates',
    cards: [
      { name: 'closeRateTotal', label: 'Close rate (booked)', format: 'percent' },
      { name: 'closeRateTaken', label: 'Close rate (taken)', format: 'percent' },
      { name: 'collectedPerBooking', label: 'Cash per booking', format: 'money' },
      { name: 'collectedPerTaken', label: 'Cash per taken call', format: 'money' },
    ],
  },
  {
    group: 'outbound',
    title: 'Outbound',
    cards: [
      { name: 'messageSent', label: 'Messages sent', format: 'count' },
      { name: 'callsMade', label: 'Dials', format: 'count' },
      { name: 'callsAnswered', label: 'Calls answered', format: 'count' },
      { name: 'avgDuration', label: 'Average call duration', format: 'seconds' },
    ],
  },
];

const ratios: ReadonlySet<string> = new Set(ratioMetrics);

/** Whether a metric carries its numerator and denominator in `explain`. */
export const isRatioMetric = (name: string): name is RatioMetric => ratios.has(name);
