const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Currency defaults to two minimum decimals, which made round ticks '$0.0' and '$500.0'.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A y tick in dollars ('$1.2K'): full amounts would widen the left margin past the plot. */
export function formatCompactMoney(dollars: number): string {
  return compactDollars.format(dollars);
}

/** Axis text of every chart: muted token colour (follows dark mode), the page's font. */
export const tickLabel = {
  fill: 'var(--sd-fg-muted)',
  fontSize: 11,
  fontFamily: 'inherit',
} as const;

/**
 * Every how-many-th x label to draw so labels `labelWidth` px wide (gap included) do not
 * overlap on bands `step` px apart.
 */
export function labelEvery(step: number, labelWidth: number): number {
  return Math.max(1, Math.ceil(labelWidth / Math.max(1, step)));
}
