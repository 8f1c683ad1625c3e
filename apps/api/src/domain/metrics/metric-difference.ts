import { metricGroups, type MetricDifference, type MetricValues } from '@salesdash/api-contract';

/** `(current − previous) / previous`; null when previous is 0 (shown as "—" or "new"). */
const change = (current: number, previous: number): number | null =>
  previous === 0 ? null : (current - previous) / previous;

/** The difference block, grouped exactly as `MetricDifference` lists it. */
export function metricDifference(current: MetricValues, previous: MetricValues): MetricDifference {
  const group = <K extends keyof MetricValues>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, change(current[key], previous[key])])) as Record<
      K,
      number | null
    >;
  return {
    cash: group(metricGroups.cash),
    appointments: group(metricGroups.appointments),
    closeRates: group(metricGroups.closeRates),
    outbound: group(metricGroups.outbound),
  };
}
