import { metricPresentation, type LeaderboardCategory } from '@salesdash/api-contract';
import { formatMetricValue } from '@salesdash/ui-kit';

/**
 * A category's value as the dashboards show that metric (util-format through ui-kit): dollars
 * with cents, a whole count, or a rate ×100.
 * @param metric - the category's metric
 * @param value - a person's value
 */
export function formatCategoryValue(metric: LeaderboardCategory['metric'], value: number): string {
  return formatMetricValue(value, metricPresentation[metric].format);
}
