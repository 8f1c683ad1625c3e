import { formatCount, formatDuration, formatMoney, formatPercent } from '@salesdash/util-format';

/** How a metric's value reads: dollars, a whole count, a duration in seconds or a ratio. */
export type MetricFormat = 'money' | 'count' | 'seconds' | 'percent';

const formatters: Record<MetricFormat, (value: number | null | undefined) => string> = {
  money: formatMoney,
  count: formatCount,
  seconds: formatDuration,
  // Rates are ratios: 0.7 shows as 70.0%.
  percent: formatPercent,
};

/** Formats a metric value (USD with 2 decimals, rates ×100); '—' when missing. */
export function formatMetricValue(value: number | null | undefined, format: MetricFormat): string {
  return formatters[format](value);
}
