import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazySeriesChart } from './lazy-series-chart.tsx';

describe('LazySeriesChart', () => {
  it('holds a busy placeholder of the chart height, then loads the chart', async () => {
    render(
      <LazySeriesChart
        series={[{ id: 'solar', label: 'Solar', points: [{ date: '2026-11-02', value: 10 }] }]}
        days={['2026-11-01', '2026-11-02']}
        format="money"
        label="Revenue by product"
        height={180}
      />,
    );
    // jsdom has no IntersectionObserver: the chart loads at once, behind the Suspense placeholder.
    const plot = await screen.findByRole('slider', { name: 'Revenue by product' });
    expect(plot.querySelector('svg')).toHaveAttribute('height', '180');
  });
});
