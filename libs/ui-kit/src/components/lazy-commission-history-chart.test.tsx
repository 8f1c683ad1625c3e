import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyCommissionHistoryChart } from './lazy-commission-history-chart.tsx';

describe('LazyCommissionHistoryChart', () => {
  it('holds a busy placeholder of the chart height, then loads the chart', async () => {
    render(
      <LazyCommissionHistoryChart
        data={[{ month: '2026-03', total_commission: 10 }]}
        height={180}
      />,
    );
    // jsdom has no IntersectionObserver: the chart loads at once, behind the Suspense placeholder.
    expect(
      await screen.findByRole('img', { name: /^Commission by month, 2026 Mar/ }),
    ).toHaveAttribute('height', '180');
  });
});
