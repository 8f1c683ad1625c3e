import { exampleTeamProducts } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { teamChartMetrics, teamChartSeries } from './team-chart-metrics.ts';

const metric = (id: string) => {
  const found = teamChartMetrics.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('teamChartSeries', () => {
  const { products } = exampleTeamProducts();

  it('draws one series per product, named after it', () => {
    const series = teamChartSeries(products, metric('cash'));
    expect(series.map((line) => line.label)).toEqual([
      'Inner Circle',
      'Mastermind',
      'Starter Course',
    ]);
    expect(series[0]?.points).toEqual([
      { date: '2026-11-03', value: 4_500 },
      { date: '2026-11-10', value: 6_000 },
      { date: '2026-11-17', value: 4_290.3 },
    ]);
  });

  it.each([
    ['transactions', 'transactions', 1],
    ['booked', 'appointments', 3],
    ['taken', 'appointments', 2],
    ['noShow', 'appointments', 1],
  ])('reads %s from the %s days', (id, _from, first) => {
    expect(teamChartSeries(products, metric(id))[0]?.points[0]?.value).toBe(first);
  });
});
