import { ChartPlaceholder } from './chart-placeholder.tsx';
import type { CommissionHistoryChartProps } from './commission-history-chart.tsx';
import { loadable } from './loadable.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';

const commissionHistoryChart = loadable(() =>
  import('./commission-history-chart.tsx').then((module) => module.CommissionHistoryChart),
);

/**
 * {@link CommissionHistoryChart} whose code (visx, d3 scales) is fetched when it nears the
 * viewport; a skeleton of the chart's height holds its place until then.
 */
export function LazyCommissionHistoryChart(props: CommissionHistoryChartProps) {
  const placeholder = <ChartPlaceholder height={props.height} />;
  return (
    <LoadWhenVisible placeholder={placeholder} className={props.className}>
      <commissionHistoryChart.Component
        {...props}
        className={undefined}
        placeholder={placeholder}
      />
    </LoadWhenVisible>
  );
}
