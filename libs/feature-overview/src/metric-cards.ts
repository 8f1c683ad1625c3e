import type { MetricDifference, MetricName, RatioMetric } from '@salesdash/api-contract';
import type { MetricFormat } from '@salesdash/ui-kit';

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
        meaning: 'New cash plus payment plans of approved transactions',
      },
      {
        name: 'newCash',
        label: 'New cash',
        format: 'money',
        meaning: 'Cash of approved new deals',
      },
      {
        name: 'paymentPlans',
        label: 'Payment plans',
        format: 'money',
        meaning: 'Cash of approved payment-plan instalments',
      },
      {
        name: 'revenue',
        label: 'Revenue',
        format: 'money',
        meaning: 'Contract value of approved new deals',
      },
      {
        name: 'commission',
        label: 'Commission',
        format: 'money',
        meaning: 'Commission splits earned and reversed in the range, plus adjustments',
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
        meaning: 'Appointments with a call in the range',
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
        meaning: 'Calls in the past still marked scheduled',
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

const ratios: ReadonlySet<string> = new Set<RatioMetric>([
  'showRate',
  'closeRateTotal',
  'closeRateTaken',
  'collectedPerBooking',
  'collectedPerTaken',
  'apptsPerDay',
  'transactionsPerDay',
  'avgDuration',
]);

/** Whether a metric carries its numerator and denominator in `explain`. */
export const isRatioMetric = (name: string): name is RatioMetric => ratios.has(name);
