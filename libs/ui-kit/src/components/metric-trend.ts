import { formatDifference } from '@salesdash/util-format';

/** Which way a metric moved against the previous period, as the card shows it. */
export type MetricTrend = {
  /** '+12.5%', '−3.0%', '0.0%', 'new' or '—' (util-format's formatDifference). */
  text: string;
  direction: 'up' | 'down' | 'flat' | 'new' | 'none';
  /** Colour of the change: good, bad or neither. */
  tone: 'positive' | 'negative' | 'neutral';
};

/**
 * The difference of a metric card: its text, arrow and colour. The arrow follows the rounded
 * text, so a change that shows as '0.0%' has no arrow. For metrics where lower is better
 * (cancelled calls, no-shows) a rise is bad and a fall good.
 *
 * @param difference - `(current − previous) / previous`; null when previous was 0.
 */
export function metricTrend(
  difference: number | null | undefined,
  current: number | null | undefined,
  lowerIsBetter = false,
): MetricTrend {
  const text = formatDifference(difference, current);
  if (typeof difference !== 'number' || !Number.isFinite(difference)) {
    return { text, direction: text === 'new' ? 'new' : 'none', tone: 'neutral' };
  }
  // formatDifference shows one decimal of a percent: tenths of a percent decide the sign.
  const tenths = Math.round(difference * 1000);
  if (tenths === 0) return { text, direction: 'flat', tone: 'neutral' };
  const up = tenths > 0;
  return {
    text,
    direction: up ? 'up' : 'down',
    tone: up !== lowerIsBetter ? 'positive' : 'negative',
  };
}
