import {
  metricGroups,
  ratioMetrics,
  type Metrics,
  type MetricValues,
} from '@salesdash/api-contract';

/** Stories' and tests' figures of a dashboard: every metric set, each ratio explained. */
export function metricBoardExample(): Metrics {
  // Round, readable figures by kind: money in thousands, rates under 1, counts in tens.
  const names = [
    ...Object.values(metricGroups).flat(),
    'apptsPerDay',
    'transactionsPerDay',
  ] as const;
  const current = Object.fromEntries(
    names.map((name, index) => [
      name,
      (ratioMetrics as readonly string[]).includes(name) && name !== 'avgDuration'
        ? 0.05 * (index % 9) + 0.2
        : 10 * (index + 1) + (index % 3 === 0 ? 0.5 : 0),
    ]),
  ) as MetricValues;
  current.totalCash = 24_650.5;
  current.showRate = 0.7;
  const previous: MetricValues = { ...current, totalCash: 20_000, showRate: 0.75 };
  const change = (key: keyof MetricValues) =>
    previous[key] === 0 ? null : (current[key] - previous[key]) / previous[key];
  const group = (keys: readonly (keyof MetricValues)[]) =>
    Object.fromEntries(keys.map((key) => [key, change(key)]));
  return {
    current,
    previous,
    difference: {
      cash: group(metricGroups.cash),
      appointments: group(metricGroups.appointments),
      closeRates: group(metricGroups.closeRates),
      outbound: group(metricGroups.outbound),
    } as Metrics['difference'],
    explain: Object.fromEntries(
      ratioMetrics.map((name) => [
        name,
        { numerator: 1, denominator: 2, formula: `${name} = 1 ÷ 2` },
      ]),
    ) as Metrics['explain'],
    range: {
      current: { startDate: '2026-11-01', endDate: '2026-11-30' },
      previous: { startDate: '2026-10-01', endDate: '2026-10-30' },
    },
  };
}
