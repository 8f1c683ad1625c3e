import { clsx } from 'clsx';
import type { ChartMode } from './chart-mode.ts';
import { seriesColor } from './series-colors.ts';
import type { ChartSeries } from './series-data.ts';

export type SeriesLegendProps = {
  series: readonly ChartSeries[];
  /** A stroke swatch for lines, a square for bars: the legend looks like what it names. */
  mode: ChartMode;
};

/** Which colour is which series, as a list screen readers can read too. */
export function SeriesLegend({ series, mode }: SeriesLegendProps) {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
      {series.map((one, index) => (
        <li key={one.id} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            data-testid="legend-swatch"
            className={clsx(
              'shrink-0',
              mode === 'line' ? 'h-0.5 w-4 rounded-full' : 'size-3 rounded-sm',
            )}
            style={{ background: seriesColor(index) }}
          />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
