import { ChartPlaceholder } from './chart-placeholder.tsx';
import { loadable } from './loadable.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';
import type { SeriesChartProps } from './series-chart.tsx';

const seriesChart = loadable(() =>
  import('./series-chart.tsx').then((module) => module.SeriesChart),
);

/**
 * {@link SeriesChart} whose code (visx, d3 scales) is fetched when it nears the viewport; a
 * skeleton of the chart's height holds its place until then.
 */
export function LazySeriesChart(props: SeriesChartProps) {
  const placeholder = <ChartPlaceholder height={props.height} />;
  return (
    <LoadWhenVisible placeholder={placeholder} className={props.className}>
      <seriesChart.Component {...props} className={undefined} placeholder={placeholder} />
    </LoadWhenVisible>
  );
}
