import type { Metrics } from '@salesdash/api-contract';
import { MetricCard, MetricGroup } from '@salesdash/ui-kit';
import { isRatioMetric, metricCardGroups } from './metric-cards.ts';

export type OverviewMetricsProps = {
  metrics: Metrics | undefined;
  loading?: boolean;
  /** The failed load's message; every card shows it with a retry. */
  error?: string | null;
  onRetry?: () => void;
};

/**
 * The metric cards of a dashboard in spec §3's difference groups: each card's current figure, the
 * previous range's and the change, with how it is computed in a tooltip.
 */
export function OverviewMetrics({ metrics, loading, error, onRetry }: OverviewMetricsProps) {
  return (
    <div className="space-y-6">
      {metricCardGroups.map(({ group, title, cards }) => (
        <MetricGroup key={group} title={title}>
          {cards.map((card) => {
            const explanation = isRatioMetric(card.name)
              ? metrics?.explain[card.name].formula
              : card.meaning;
            const difference = metrics?.difference[group] as
              Record<string, number | null> | undefined;
            return (
              <MetricCard
                key={card.name}
                label={card.label}
                format={card.format}
                lowerIsBetter={card.lowerIsBetter}
                current={metrics?.current[card.name]}
                previous={metrics?.previous[card.name]}
                difference={difference?.[card.name]}
                explanation={explanation}
                loading={loading}
                error={error ?? undefined}
                onRetry={onRetry}
              />
            );
          })}
        </MetricGroup>
      ))}
    </div>
  );
}
