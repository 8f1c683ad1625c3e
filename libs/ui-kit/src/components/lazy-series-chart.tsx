import { lazy } from 'react';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';
import type { SeriesChartProps } from './series-chart.tsx';

const SeriesChart = lazy(() =>
  import('./series-chart.tsx').then((module) => ({ default: module.SeriesChart })),
);

/**
 * {@link SeriesChart} whose code (visx, d3 scales) is fetched when it nears the viewport; a
 * skeleton of the chart's height holds its place until then.
 */
export function LazySeriesChart(props: SeriesChartProps) {
  const placeholder = <ChartPlaceholder height={props.height} />;
  return (
    <LoadWhenVisible placeholder={placeholder} className={props.className}>
      <SeriesChart {...props} className={undefined} />
    </LoadWhenVisible>
  );
}
