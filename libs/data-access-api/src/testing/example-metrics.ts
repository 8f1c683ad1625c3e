import type { Metrics, MetricValues } from '@salesdash/api-contract';

const current: MetricValues = {
  newCash: 18_450,
  paymentPlans: 6_200.5,
  revenue: 52_300,
  totalCash: 24_650.5,
  commission: 2_465.05,
  closedDeals: 9,
  totalCalls: 60,
  takenCalls: 42,
  notUpdatedCalls: 3,
  cancelledCalls: 5,
  noshowCalls: 10,
  showRate: 0.7,
  messageSent: 310,
  callsMade: 120,
  callsAnswered: 48,
  avgDuration: 262,
  closeRateTotal: 0.15,
  closeRateTaken: 0.2143,
  collectedPerBooking: 410.84,
  collectedPerTaken: 586.92,
  apptsPerDay: 2,
  transactionsPerDay: 0.53,
};

const previous: MetricValues = {
  ...current,
  newCash: 15_000,
  paymentPlans: 6_200.5,
  revenue: 40_000,
  totalCash: 21_200.5,
  commission: 2_120.05,
  closedDeals: 7,
  totalCalls: 55,
  takenCalls: 36,
  cancelledCalls: 8,
  noshowCalls: 11,
  showRate: 0.6545,
  messageSent: 0,
};

/**
 * Example metrics of a closer's month against the month before: every metric field, with
 * rises, falls, an unchanged figure and one that was 0 before ('new').
 * @param overrides - fields to change
 */
export function exampleMetrics(overrides: Partial<Metrics> = {}): Metrics {
  const ratio = (now: number, before: number) =>
    before === 0 ? null : Math.round(((now - before) / before) * 10_000) / 10_000;
  const diff = <K extends keyof MetricValues>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, ratio(current[key], previous[key])])) as Record<
      K,
      number | null
    >;
  return {
    current,
    previous,
    difference: {
      cash: diff(['newCash', 'paymentPlans', 'revenue', 'totalCash', 'commission', 'closedDeals']),
      appointments: diff([
        'totalCalls',
        'cancelledCalls',
        'noshowCalls',
        'takenCalls',
        'notUpdatedCalls',
        'showRate',
      ]),
      closeRates: diff([
        'closeRateTotal',
        'closeRateTaken',
        'collectedPerBooking',
        'collectedPerTaken',
      ]),
      outbound: diff(['messageSent', 'callsMade', 'callsAnswered', 'avgDuration']),
    },
    explain: {
      showRate: {
        numerator: 42,
        denominator: 60,
        formula: 'Show rate = 42 taken ÷ 60 (taken + no-show)',
      },
      closeRateTotal: {
        numerator: 9,
        denominator: 60,
        formula: 'Close rate = 9 deals ÷ 60 calls booked',
      },
      closeRateTaken: {
        numerator: 9,
        denominator: 42,
        formula: 'Close rate (taken) = 9 deals ÷ 42 calls taken',
      },
      collectedPerBooking: {
        numerator: 24_650.5,
        denominator: 60,
        formula: 'Cash per booking = $24,650.50 ÷ 60 calls booked',
      },
      collectedPerTaken: {
        numerator: 24_650.5,
        denominator: 42,
        formula: 'Cash per taken call = $24,650.50 ÷ 42 calls taken',
      },
      apptsPerDay: {
        numerator: 60,
        denominator: 30,
        formula: 'Appointments per day = 60 ÷ 30 days',
      },
      transactionsPerDay: {
        numerator: 16,
        denominator: 30,
        formula: 'Transactions per day = 16 ÷ 30 days',
      },
      avgDuration: {
        numerator: 12_576,
        denominator: 48,
        formula: 'Average duration = 12,576 s ÷ 48 answered calls',
      },
    },
    range: {
      current: { startDate: '2026-11-01', endDate: '2026-11-30' },
      previous: { startDate: '2026-10-01', endDate: '2026-10-31' },
    },
    ...overrides,
  };
}
