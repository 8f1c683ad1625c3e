import type { MetricDifference, MetricName, MetricValues } from '@salesdash/api-contract';

/** The media type of an .xlsx file (Office Open XML spreadsheet). */
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel number formats. Values stay the API's numbers (dollars, fractions, seconds) and only
 * the format shows them as money or percent, so a sum or a chart in the sheet counts right.
 * Money is always dollars: the product has one currency (util-format's formatMoney).
 */
export const numberFormats = {
  money: '"$"#,##0.00',
  count: '#,##0',
  percent: '0.0%',
  seconds: '#,##0.0',
  decimal: '#,##0.00',
  date: 'yyyy-mm-dd',
} as const;

export type NumberFormat = keyof typeof numberFormats;

type Group = keyof MetricDifference;

/** One metric of the Summary sheet: its label (the dashboard card's), format and group. */
export type MetricRowSpec = {
  name: MetricName;
  label: string;
  format: NumberFormat;
  /** Its difference group; none for the per-day rates, which have no change. */
  group: Group | null;
};

/**
 * Every metric in the dashboard's order with the cards' labels (feature-overview's
 * metric-cards.ts, which the API cannot import), then the two per-day rates.
 */
export const summaryMetrics: readonly MetricRowSpec[] = [
  { name: 'totalCash', label: 'Total cash collected', format: 'money', group: 'cash' },
  { name: 'newCash', label: 'New cash', format: 'money', group: 'cash' },
  { name: 'paymentPlans', label: 'Payment plans', format: 'money', group: 'cash' },
  { name: 'revenue', label: 'Revenue', format: 'money', group: 'cash' },
  { name: 'commission', label: 'Commission', format: 'money', group: 'cash' },
  { name: 'closedDeals', label: 'Closed deals', format: 'count', group: 'cash' },
  { name: 'totalCalls', label: 'Calls booked', format: 'count', group: 'appointments' },
  { name: 'takenCalls', label: 'Calls taken', format: 'count', group: 'appointments' },
  { name: 'showRate', label: 'Show rate', format: 'percent', group: 'appointments' },
  { name: 'noshowCalls', label: 'No-shows', format: 'count', group: 'appointments' },
  { name: 'cancelledCalls', label: 'Cancelled', format: 'count', group: 'appointments' },
  { name: 'notUpdatedCalls', label: 'Not updated', format: 'count', group: 'appointments' },
  { name: 'closeRateTotal', label: 'Close rate (booked)', format: 'percent', group: 'closeRates' },
  { name: 'closeRateTaken', label: 'Close rate (taken)', format: 'percent', group: 'closeRates' },
  { name: 'collectedPerBooking', label: 'Cash per booking', format: 'money', group: 'closeRates' },
  { name: 'collectedPerTaken', label: 'Cash per taken call', format: 'money', group: 'closeRates' },
  { name: 'messageSent', label: 'Messages sent', format: 'count', group: 'outbound' },
  { name: 'callsMade', label: 'Dials', format: 'count', group: 'outbound' },
  { name: 'callsAnswered', label: 'Calls answered', format: 'count', group: 'outbound' },
  {
    name: 'avgDuration',
    label: 'Average call duration (seconds)',
    format: 'seconds',
    group: 'outbound',
  },
  { name: 'apptsPerDay', label: 'Calls booked per day', format: 'decimal', group: null },
  { name: 'transactionsPerDay', label: 'Transactions per day', format: 'decimal', group: null },
];

/** `(current − previous) / previous` of a metric, null when there is none (previous 0). */
export function changeOf(difference: MetricDifference, spec: MetricRowSpec): number | null {
  if (spec.group === null) return null;
  const group: Partial<Record<MetricName, number | null>> = difference[spec.group];
  return group[spec.name] ?? null;
}

/** A cell value the sheets write: text, a number, a day, or nothing (an empty cell). */
export type SheetValue = string | number | Date | null;

/** One column of a table sheet: header, width in characters, format, and the row's value. */
export type SheetColumn<Row> = {
  header: string;
  width: number;
  format?: NumberFormat;
  value: (row: Row) => SheetValue;
};

type Figures = { current: MetricValues; difference: MetricDifference };

/**
 * The figure columns shared by the Products and Members sheets, as the team tables show them:
 * money, deals and calls of the range, two rates, and the change in total cash.
 */
export const figureColumns: readonly SheetColumn<Figures>[] = [
  { header: 'Total cash', width: 14, format: 'money', value: (row) => row.current.totalCash },
  { header: 'New cash', width: 14, format: 'money', value: (row) => row.current.newCash },
  {
    header: 'Payment plans',
    width: 14,
    format: 'money',
    value: (row) => row.current.paymentPlans,
  },
  { header: 'Revenue', width: 14, format: 'money', value: (row) => row.current.revenue },
  { header: 'Closed deals', width: 12, format: 'count', value: (row) => row.current.closedDeals },
  { header: 'Commission', width: 14, format: 'money', value: (row) => row.current.commission },
  { header: 'Calls booked', width: 12, format: 'count', value: (row) => row.current.totalCalls },
  { header: 'Calls taken', width: 12, format: 'count', value: (row) => row.current.takenCalls },
  { header: 'Show rate', width: 11, format: 'percent', value: (row) => row.current.showRate },
  {
    header: 'Close rate (booked)',
    width: 13,
    format: 'percent',
    value: (row) => row.current.closeRateTotal,
  },
  {
    header: 'Total cash change',
    width: 13,
    format: 'percent',
    value: (row) => row.difference.cash.totalCash,
  },
];

/** A text column as wide as its longest value (within reason), so names are not cut off. */
export function textWidth(header: string, values: Iterable<string | null>, max = 40): number {
  let widest = header.length;
  for (const value of values) widest = Math.max(widest, value?.length ?? 0);
  return Math.min(max, widest + 2);
}
