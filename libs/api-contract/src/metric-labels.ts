import type { MetricName } from './metrics.ts';

/** How a metric's value reads: dollars, a whole count, a fraction shown ×100, seconds, a rate a day. */
export type MetricValueFormat = 'money' | 'count' | 'percent' | 'seconds' | 'perDay';

/**
 * The name and format of every metric, wherever it is shown: the dashboards' cards and the team
 * workbook, so a figure is called the same on the screen and in the file.
 */
export const metricPresentation = {
  totalCash: { label: 'Total cash collected', format: 'money' },
  newCash: { label: 'New cash', format: 'money' },
  paymentPlans: { label: 'Payment plans', format: 'money' },
  revenue: { label: 'Revenue', format: 'money' },
  commission: { label: 'Commission', format: 'money' },
  closedDeals: { label: 'Closed deals', format: 'count' },
  totalCalls: { label: 'Calls booked', format: 'count' },
  takenCalls: { label: 'Calls taken', format: 'count' },
  showRate: { label: 'Show rate', format: 'percent' },
  noshowCalls: { label: 'No-shows', format: 'count' },
  cancelledCalls: { label: 'Cancelled', format: 'count' },
  notUpdatedCalls: { label: 'Not updated', format: 'count' },
  closeRateTotal: { label: 'Close rate (booked)', format: 'percent' },
  closeRateTaken: { label: 'Close rate (taken)', format: 'percent' },
  collectedPerBooking: { label: 'Cash per booking', format: 'money' },
  collectedPerTaken: { label: 'Cash per taken call', format: 'money' },
  messageSent: { label: 'Messages sent', format: 'count' },
  callsMade: { label: 'Dials', format: 'count' },
  callsAnswered: { label: 'Calls answered', format: 'count' },
  avgDuration: { label: 'Average call duration', format: 'seconds' },
  apptsPerDay: { label: 'Calls booked per day', format: 'perDay' },
  transactionsPerDay: { label: 'Transactions per day', format: 'perDay' },
} as const satisfies Record<MetricName, { label: string; format: MetricValueFormat }>;
