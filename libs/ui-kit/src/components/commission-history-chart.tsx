import { formatMoney, formatMonthLabel } from '@salesdash/util-format';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defaultChartHeight } from './chart-placeholder.tsx';
import type { ChartMode } from './chart-mode.ts';
import { ChartAxes } from './chart-axes.tsx';
import { formatCompactMoney, labelEvery } from './chart-ticks.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Skeleton } from './skeleton.tsx';
import { useElementWidth } from './use-element-width.ts';

/** One month of the commission history, as the API sends it. */
export type CommissionHistoryRow = {
  /** `YYYY-MM`. */
  month: string;
  /** Dollars. */
  total_commission: number;
};

export type CommissionHistoryChartProps = {
  data: readonly CommissionHistoryRow[];
  /** Line (the default) or bars. */
  mode?: ChartMode;
  /** The chart's name, first in its accessible summary and the caption of its data table. */
  label?: string;
  /** Height of the drawing in px (the width follows the container). */
  height?: number;
  loading?: boolean;
  /** A failed load: shown instead of the chart. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there is no month with commission. */
  emptyMessage?: ReactNode;
  className?: string;
};

const margin = { top: 16, right: 16, bottom: 32, left: 64 };
/** Width of one x label ('2026 Mar') plus a gap; narrower bands show every other label. */
const labelWidth = 64;

/**
 * Total commission per month, as a line or bars, on visx. Colours are the tokens' CSS variables,
 * so it follows dark mode. Screen readers get a summary (role img) and a visually hidden table
 * of every month.
 */
export function CommissionHistoryChart({
  data,
  mode = 'line',
  label = 'Commission by month',
  height = defaultChartHeight,
  loading = false,
  error,
  onRetry,
  emptyMessage = 'No commission in this period yet.',
  className,
}: CommissionHistoryChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  let body: ReactNode;
  if (loading) {
    body = <Skeleton shape="block" height={height} />;
  } else if (error != null) {
    body = <ErrorState message={error} onRetry={onRetry} className="h-full" />;
  } else if (!data.some((row) => row.total_commission !== 0)) {
    body = <EmptyState title="No commission yet" description={emptyMessage} className="h-full" />;
  } else {
    body = <Drawing data={data} mode={mode} label={label} width={width} height={height} />;
  }
  return (
    <div
      ref={ref}
      aria-busy={loading || undefined}
      data-testid="commission-history-chart"
      className={clsx('w-full', className)}
      style={{ minHeight: height }}
    >
      {body}
    </div>
  );
}

type DrawingProps = {
  data: readonly CommissionHistoryRow[];
  mode: ChartMode;
  label: string;
  width: number;
  height: number;
};

function Drawing({ data, mode, label, width, height }: DrawingProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const values = data.map((row) => row.total_commission);
  const x = scaleBand<string>({
    domain: data.map((row) => row.month),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const every = labelEvery(x.step(), labelWidth);
  const center = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  const yTicks = y.ticks(4);
  return (
    <>
      <svg
        role="img"
        aria-label={summarize(label, data)}
        width={width}
        height={height}
        className="block"
      >
        <Group left={margin.left} top={margin.top} aria-hidden="true">
          {yTicks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--sd-border)"
              strokeDasharray="2 4"
            />
          ))}
          {mode === 'bar' ? (
            data.map((row) => {
              const top = y(Math.max(0, row.total_commission));
              return (
                <Bar
                  key={row.month}
                  data-testid="chart-bar"
                  x={x(row.month)}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.abs(y(row.total_commission) - y(0))}
                  rx={3}
                  fill={row.total_commission < 0 ? 'var(--sd-negative)' : 'var(--sd-brand)'}
                />
              );
            })
          ) : (
            <>
              <LinePath
                data-testid="chart-line"
                data={[...data]}
                x={(row) => center(row.month)}
                y={(row) => y(row.total_commission)}
                stroke="var(--sd-brand)"
                strokeWidth={2}
              />
              {data.map((row) => (
                <circle
                  key={row.month}
                  cx={center(row.month)}
                  cy={y(row.total_commission)}
                  r={3}
                  fill="var(--sd-brand)"
                />
              ))}
            </>
          )}
          <ChartAxes
            yTicks={yTicks}
            y={y}
            yText={formatCompactMoney}
            baseline={innerHeight}
            innerWidth={innerWidth}
            innerHeight={innerHeight}
            xTicks={data.map((row) => ({
              key: row.month,
              x: center(row.month),
              label: formatMonthLabel(row.month),
            }))}
            every={every}
          />
        </Group>
      </svg>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Commission</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.month}>
              <th scope="row">{formatMonthLabel(row.month)}</th>
              <td>{formatMoney(row.total_commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** "Commission by month, 2025 Apr to 2026 Mar: total $X; highest $Y in 2026 Jan." */
function summarize(label: string, data: readonly CommissionHistoryRow[]): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return label;
  const highest = data.reduce(
    (best, row) => (row.total_commission > best.total_commission ? row : best),
    first,
  );
  // Summed in cents: a float sum of dollars can be off by a cent.
  const cents = data.reduce((sum, row) => sum + Math.round(row.total_commission * 100), 0);
  return `${label}, ${formatMonthLabel(first.month)} to ${formatMonthLabel(last.month)}: total ${formatMoney(cents / 100)}; highest ${formatMoney(highest.total_commission)} in ${formatMonthLabel(highest.month)}.`;
}
