import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ArrowDownIcon } from '../icons/arrow-down-icon.tsx';
import { ArrowUpIcon } from '../icons/arrow-up-icon.tsx';
import { Button } from './button.tsx';
import { InfoTooltip } from './info-tooltip.tsx';
import { metricTrend, type MetricTrend } from './metric-trend.ts';
import { formatMetricValue, type MetricFormat } from './metric-value.ts';
import { Skeleton } from './skeleton.tsx';

export type MetricCardProps = {
  /** Name of the metric, e.g. "Show rate"; the card's accessible name. */
  label: string;
  /** money (USD, 2 decimals), count, seconds (a duration) or percent (a ratio, shown ×100). */
  format: MetricFormat;
  current?: number | null;
  previous?: number | null;
  /** `(current − previous) / previous` as a ratio; null when previous was 0. */
  difference?: number | null;
  /** For metrics where a fall is good (cancelled or no-show calls): a rise shows red. */
  lowerIsBetter?: boolean;
  /** How the value is computed ("Show rate = 42 taken ÷ 60 (taken + no-show)"), in a tooltip. */
  explanation?: ReactNode;
  /**
   * A remark shown under the figures, always visible (not in the tooltip): why this figure
   * differs from another screen's, e.g. a month's commission paid in a later statement.
   */
  note?: ReactNode;
  loading?: boolean;
  /** A failed load: the message replaces the figures. */
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
};

const toneClass: Record<MetricTrend['tone'], string> = {
  positive: 'text-positive',
  negative: 'text-negative',
  neutral: 'text-fg-muted',
};

// Read before the figure, since the arrow is decorative; '—' alone would read as a dash.
const directionWord: Record<MetricTrend['direction'], string> = {
  up: 'Up ',
  down: 'Down ',
  flat: 'No change, ',
  new: '',
  none: 'No change to compare',
};

/** One figure of a dashboard: this period's value, the previous one and the change between. */
export function MetricCard({
  label,
  format,
  current,
  previous,
  difference,
  lowerIsBetter = false,
  explanation,
  note,
  loading = false,
  error,
  onRetry,
  className,
}: MetricCardProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={clsx(
        'flex min-h-32 flex-col rounded-lg border border-border bg-surface p-4 text-fg shadow-xs',
        className,
      )}
    >
      <div className="flex items-center gap-1">
        <h3 id={labelId} className="truncate text-sm font-medium text-fg-muted">
          {label}
        </h3>
        {explanation != null ? (
          <InfoTooltip label={`How ${label} is calculated`} content={explanation} />
        ) : null}
      </div>
      {loading ? (
        <div className="mt-3 flex flex-col gap-3" data-testid="metric-card-skeleton">
          <Skeleton shape="block" height={28} width="60%" />
          <Skeleton shape="text" width="80%" />
        </div>
      ) : error != null ? (
        <div
          role="alert"
          className="mt-3 flex flex-1 flex-col items-start gap-2 text-sm text-negative"
        >
          <p>{error}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : (
        <MetricFigures
          format={format}
          current={current}
          previous={previous}
          trend={metricTrend(difference, current, lowerIsBetter)}
        />
      )}
      {note != null && !loading && error == null ? (
        <p className="mt-2 text-xs text-fg-muted empty:hidden">{note}</p>
      ) : null}
    </div>
  );
}

type MetricFiguresProps = {
  format: MetricFormat;
  current: number | null | undefined;
  previous: number | null | undefined;
  trend: MetricTrend;
};

function MetricFigures({ format, current, previous, trend }: MetricFiguresProps) {
  const Arrow =
    trend.direction === 'up' ? ArrowUpIcon : trend.direction === 'down' ? ArrowDownIcon : null;
  return (
    <>
      <p className="mt-2 text-2xl font-semibold tabular-nums">
        {formatMetricValue(current, format)}
      </p>
      <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-xs text-fg-muted">
        <span
          data-testid="metric-difference"
          data-tone={trend.tone}
          className={clsx(
            'inline-flex items-center gap-0.5 font-semibold tabular-nums',
            toneClass[trend.tone],
          )}
        >
          {Arrow ? <Arrow size={12} /> : null}
          {directionWord[trend.direction] ? (
            <span className="sr-only">{directionWord[trend.direction]}</span>
          ) : null}
          <span aria-hidden={trend.direction === 'none' || undefined}>{trend.text}</span>
        </span>
        <span>
          vs <span className="tabular-nums">{formatMetricValue(previous, format)}</span> previous
        </span>
      </p>
    </>
  );
}
