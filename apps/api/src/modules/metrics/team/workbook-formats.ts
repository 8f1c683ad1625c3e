import {
  metricPresentation,
  type MetricDifference,
  type MetricName,
  type MetricValueFormat,
  type MetricValues,
} from '@salesdash/api-contract';

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

/** The workbook's format of each of api-contract's value formats. */
const formatOf: Record<MetricValueFormat, NumberFormat> = {
  money: 'money',
  count: 'count',
  percent: 'percent',
  seconds: 'seconds',
  perDay: 'decimal',
};

/** The metrics of each difference group in the cards' order (total cash first). */
const summaryOrder: readonly [Group | null, readonly MetricName[]][] = [
  ['cash', ['totalCash', 'newCash', 'paymentPlans', 'revenue', 'commission', 'closedDeals']],
  [
    'appointments',
    ['totalCalls', 'takenCalls', 'showRate', 'noshowCalls', 'cancelledCalls', 'notUpdatedCalls'],
  ],
  ['closeRates', ['closeRateTotal', 'closeRateTaken', 'collectedPerBooking', 'collectedPerTaken']],
  ['outbound', ['messageSent', 'callsMade', 'callsAnswered', 'avgDuration']],
  [null, ['apptsPerDay', 'transactionsPerDay']],
];

/**
 * Every metric in the dashboard's order, named as the cards name it (api-contract's
 * `metricPresentation`), then the two per-day rates, which have no change.
 */
export const summaryMetrics: readonly MetricRowSpec[] = summaryOrder.flatMap(([group, names]) =>
  names.map((name) => {
    const { label, format } = metricPresentation[name];
    // Seconds are a bare number in a cell: the label says the unit.
    const shown = format === 'seconds' ? `${label} (seconds)` : label;
    return { name, group, label: shown, format: formatOf[format] };
  }),
);

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
