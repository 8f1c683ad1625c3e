import { metricPresentation, type Metrics } from '@salesdash/api-contract';
import { metricCardGroups, isRatioMetric } from './metric-board-cards.ts';
import { MetricCard } from './metric-card.tsx';
import { MetricGroup } from './metric-group.tsx';

export type MetricBoardProps = {
  metrics: Metrics | undefined;
  loading?: boolean;
  /** The failed load's message; every card shows it with a retry. */
  error?: string | null;
  onRetry?: () => void;
};

/**
 * The metric cards of a dashboard in spec §3's difference groups: each card's current figure, the
 * previous range's and the change, with how it is computed in a tooltip. The personal, member,
 * product, share and team dashboards all show their figures through it.
 */
export function MetricBoard({ metrics, loading, error, onRetry }: MetricBoardProps) {
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
                label={metricPresentation[card.name].label}
                format={metricPresentation[card.name].format}
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
