import type { TeamProduct } from '@salesdash/api-contract';
import {
  Card,
  LazySeriesChart,
  SegmentedControl,
  Select,
  chartModeOptions,
  type ChartMode,
} from '@salesdash/ui-kit';
import { useState } from 'react';
import { teamChartMetrics, teamChartSeries, type TeamChartMetric } from './team-chart-metrics.ts';

export type TeamChartPanelProps = {
  products: readonly TeamProduct[] | undefined;
  /** Every day of the range, the chart's x axis. */
  days: readonly string[];
  mode: ChartMode;
  onModeChange: (mode: ChartMode) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

const metricOptions = teamChartMetrics.map((metric) => ({ value: metric.id, label: metric.label }));
const firstMetric = teamChartMetrics[0] as TeamChartMetric;

/**
 * The team's days by product: one line (the default) or stacked bars per product,
 * for the figure picked, with a legend, a tooltip per day and a data table for screen readers.
 */
export function TeamChartPanel({
  products,
  days,
  mode,
  onModeChange,
  loading,
  error,
  onRetry,
}: TeamChartPanelProps) {
  const [metric, setMetric] = useState<TeamChartMetric>(firstMetric);
  return (
    <Card
      title="By product, day by day"
      description={`${metric.label} per product and day of the range`}
      actions={
        <div className="flex items-center gap-2">
          <Select
            label="Figure"
            hideLabel
            size="sm"
            options={metricOptions}
            value={metric.id}
            onChange={(event) =>
              setMetric(
                teamChartMetrics.find((candidate) => candidate.id === event.target.value) ??
                  firstMetric,
              )
            }
          />
          <SegmentedControl
            label="Chart type"
            size="sm"
            options={chartModeOptions}
            value={mode}
            onChange={onModeChange}
          />
        </div>
      }
    >
      <LazySeriesChart
        label={`${metric.label} by product and day`}
        series={products ? teamChartSeries(products, metric) : []}
        days={days}
        mode={mode}
        format={metric.format}
        height={280}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyMessage={`No ${metric.label.toLowerCase()} in this range for these filters.`}
      />
    </Card>
  );
}
