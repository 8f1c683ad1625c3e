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

/** What a category with nobody ranked says, in its card and in its "Show all" dialog alike. */
export function nobodyRankedText(title: string): string {
  return `Everyone with a ${title.toLowerCase()} figure above zero in the period shows here.`;
}
