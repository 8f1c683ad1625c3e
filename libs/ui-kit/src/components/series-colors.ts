/** How many series colours tokens.css defines (`--sd-series-1` …). */
export const seriesColorCount = 8;

/**
 * The colour of the `index`-th series as a CSS variable, so it follows dark mode. Past the
 * eighth series the colours repeat: callers with more should group the rest as "Other".
 */
export function seriesColor(index: number): string {
  return `var(--sd-series-${(index % seriesColorCount) + 1})`;
}
