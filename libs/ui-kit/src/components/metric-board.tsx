import { MetricCard, type MetricCardProps } from './metric-card.tsx';
import { MetricGroup } from './metric-group.tsx';

/**
 * One card of a board: what it shows, worded and with the format its figures read in. Its label
 * names it on the board, so no two cards share one.
 */
export type MetricBoardCard = Pick<
  MetricCardProps,
  | 'label'
  | 'format'
  | 'current'
  | 'previous'
  | 'difference'
  | 'lowerIsBetter'
  | 'explanation'
  | 'note'
>;

/** One titled group of cards (titles differ too). */
export type MetricBoardGroup = { title: string; cards: readonly MetricBoardCard[] };

export type MetricBoardProps = {
  /** The groups in display order; while loading or failed, the cards without figures. */
  groups: readonly MetricBoardGroup[];
  loading?: boolean;
  /** The failed load's message; every card shows it with a retry. */
  error?: string | null;
  onRetry?: () => void;
};

/**
 * The metric cards of a dashboard in groups: each card's current figure, the previous range's
 * and the change, with how it is computed in a tooltip. The personal, member, product, share and
 * team dashboards all show their figures through it; what the cards say comes from the caller.
 */
export function MetricBoard({ groups, loading, error, onRetry }: MetricBoardProps) {
  return (
    <div className="space-y-6">
      {groups.map(({ title, cards }) => (
        <MetricGroup key={title} title={title}>
          {cards.map((card) => (
            <MetricCard
              key={card.label}
              {...card}
              loading={loading}
              error={error ?? undefined}
              onRetry={onRetry}
            />
          ))}
        </MetricGroup>
      ))}
    </div>
  );
}
