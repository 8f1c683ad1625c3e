import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defaultChartHeight } from './chart-placeholder.tsx';
import type { ChartMode } from './chart-mode.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { SeriesDataTable } from './series-data-table.tsx';
import { seriesGrid, type ChartSeries, type SeriesFormat } from './series-data.ts';
import { SeriesLegend } from './series-legend.tsx';
import { SeriesPlot } from './series-plot.tsx';
import { Skeleton } from './skeleton.tsx';
import { useElementWidth } from './use-element-width.ts';

export type SeriesChartProps = {
  /** One series per line (or bar segment), e.g. per product; colours follow this order. */
  series: readonly ChartSeries[];
  /** Every day of the x axis (`YYYY-MM-DD`) in order; a series without a point on a day is 0. */
  days: readonly string[];
  /** Lines (the default) or bars stacked per day. */
  mode?: ChartMode;
  /** Y labels, tooltip and table in dollars (compact on the axis) or whole counts. */
  format: SeriesFormat;
  /** The chart's accessible name and the caption of its data table, e.g. "Revenue by product". */
  label: string;
  /** Height of the drawing in px (the width follows the container); the legend comes below. */
  height?: number;
  loading?: boolean;
  /** A failed load: shown instead of the chart. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there is no series or every value is 0. */
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  className?: string;
};

/**
 * Several named series per day on visx, as lines or stacked bars, with a legend, a tooltip
 * that the keyboard can drive (see {@link SeriesPlot}) and a visually hidden table of every
 * value. Colours are the `--sd-series-*` tokens, so they follow dark mode.
 */
export function SeriesChart({
  series,
  days,
  mode = 'line',
  format,
  label,
  height = defaultChartHeight,
  loading = false,
  error,
  onRetry,
  emptyTitle = 'Nothing to show yet',
  emptyMessage = 'No values in this period.',
  className,
}: SeriesChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const values = seriesGrid(series, days);
  let body: ReactNode;
  if (loading) {
    body = <Skeleton shape="block" height={height} />;
  } else if (error != null) {
    body = <ErrorState message={error} onRetry={onRetry} className="h-full" />;
  } else if (!values.some((row) => row.some((value) => value !== 0))) {
    body = <EmptyState title={emptyTitle} description={emptyMessage} className="h-full" />;
  } else {
    body = (
      <>
        <SeriesPlot
          series={series}
          values={values}
          days={days}
          mode={mode}
          format={format}
          label={label}
          width={width}
          height={height}
        />
        <SeriesLegend series={series} mode={mode} />
        <SeriesDataTable
          series={series}
          values={values}
          days={days}
          format={format}
          label={label}
        />
      </>
    );
  }
  return (
    <div
      ref={ref}
      aria-busy={loading || undefined}
      data-testid="series-chart"
      className={clsx('w-full', className)}
      style={{ minHeight: height }}
    >
      {body}
    </div>
  );
}
