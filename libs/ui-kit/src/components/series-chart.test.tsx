import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeriesChart, type SeriesChartProps } from './series-chart.tsx';

const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
const series = [
  {
    id: 'solar',
    label: 'Solar',
    points: [
      { date: '2026-11-01', value: 1200.1 },
      { date: '2026-11-03', value: 0.2 },
    ],
  },
  // No point on Nov 2: that day is 0. Two points on Nov 3 add up.
  {
    id: 'roof',
    label: 'Roofing',
    points: [
      { date: '2026-11-01', value: 300 },
      { date: '2026-11-03', value: 50 },
      { date: '2026-11-03', value: 25 },
    ],
  },
  { id: 'hvac', label: 'HVAC', points: [{ date: '2026-11-02', value: 99.5 }] },
];

const renderChart = (props: Partial<SeriesChartProps> = {}) =>
  render(
    <SeriesChart
      series={series}
      days={days}
      format="money"
      label="Revenue by product"
      {...props}
    />,
  );

const plot = () => screen.getByRole('slider', { name: 'Revenue by product' });

describe('SeriesChart', () => {
  it('draws a line per series by default and stacked bars in bar mode', () => {
    const { rerender } = renderChart();
    expect(screen.getAllByTestId('series-line').map((line) => line.dataset['series'])).toEqual([
      'solar',
      'roof',
      'hvac',
    ]);
    expect(screen.queryAllByTestId('series-bar')).toHaveLength(0);
    rerender(<SeriesChart series={series} days={days} format="money" label="Revenue" mode="bar" />);
    // One segment per non-zero value: Solar ×2, Roofing ×2, HVAC ×1.
    expect(screen.getAllByTestId('series-bar').map((bar) => bar.dataset['series'])).toEqual([
      'solar',
      'roof',
      'hvac',
      'solar',
      'roof',
    ]);
    expect(screen.queryAllByTestId('series-line')).toHaveLength(0);
  });

  it('lists every series in a legend with its colour', () => {
    renderChart();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solar', 'Roofing', 'HVAC']);
    expect(screen.getAllByTestId('legend-swatch')[1]).toHaveStyle({
      background: 'var(--sd-series-2)',
    });
  });

  it('has a visually hidden table with a row per day and a column per series', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Revenue by product' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Day', 'Solar', 'Roofing', 'HVAC'],
      ['Nov 1, 2026', '$1,200.10', '$300.00', '$0.00'],
      ['Nov 2, 2026', '$0.00', '$0.00', '$99.50'],
      ['Nov 3, 2026', '$0.20', '$75.00', '$0.00'],
    ]);
  });

  it('labels the axes with short days and compact dollars, or whole counts', () => {
    const { rerender } = renderChart();
    const svg = screen.getByTestId('series-plot').querySelector('svg');
    expect(svg).toHaveTextContent('Nov 1');
    expect(svg).toHaveTextContent('Nov 3');
    expect(svg).toHaveTextContent('$1K');
    rerender(
      <SeriesChart
        series={[{ id: 'calls', label: 'Calls', points: [{ date: '2026-11-02', value: 3 }] }]}
        days={days}
        format="count"
        label="Calls"
      />,
    );
    const ticks = [...screen.getByTestId('series-plot').querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => !text?.startsWith('Nov'));
    expect(ticks).toEqual(['0', '1', '2', '3']);
    expect(screen.getByRole('table', { name: 'Calls' })).toHaveTextContent('Nov 2, 20263');
  });

  it('thins out the day labels when the days are crowded', () => {
    const month = Array.from(
      { length: 30 },
      (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
    );
    renderChart({ days: month });
    const labels = [...screen.getByTestId('series-plot').querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => text?.startsWith('Nov'));
    expect(labels.length).toBeLessThan(15);
    expect(labels[0]).toBe('Nov 1');
  });

  it('is a slider over the days: the keyboard moves the tooltip and what is announced', async () => {
    renderChart();
    expect(screen.queryByTestId('series-tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(plot()).toHaveFocus();
    expect(plot()).toHaveAccessibleDescription(
      'Nov 1, 2026 to Nov 3, 2026. Totals: Solar $1,200.30, Roofing $375.00, HVAC $99.50.',
    );
    expect(plot()).toHaveAttribute(
      'aria-valuetext',
      'Nov 1, 2026: Solar $1,200.10, Roofing $300.00, HVAC $0.00; total $1,500.10',
    );
    expect(screen.getByTestId('series-tooltip')).toHaveTextContent(
      'Nov 1, 2026Solar$1,200.10Roofing$300.00HVAC$0.00Total$1,500.10',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(plot()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByTestId('series-tooltip')).toHaveTextContent('Nov 2, 2026');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(plot()).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Nov 3, 2026: Solar \$0\.20/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(plot()).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{Home}');
    expect(plot()).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('series-tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('series-tooltip')).toHaveTextContent('Nov 2, 2026');
    await userEvent.tab();
    expect(screen.queryByTestId('series-tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip of the day under the pointer', () => {
    renderChart();
    // jsdom lays nothing out: the plot starts at x 0 and is 640 px wide (the width fallback).
    fireEvent.pointerMove(plot(), { clientX: 630 });
    expect(screen.getByTestId('series-tooltip')).toHaveTextContent('Nov 3, 2026');
    fireEvent.pointerLeave(plot());
    expect(screen.queryByTestId('series-tooltip')).not.toBeInTheDocument();
  });

  it('shows an empty state when there is no series or every value is 0', () => {
    const { rerender } = renderChart({ series: [] });
    expect(screen.getByText('Nothing to show yet')).toBeInTheDocument();
    rerender(
      <SeriesChart
        series={series.map((one) => ({
          ...one,
          points: one.points.map((p) => ({ ...p, value: 0 })),
        }))}
        days={days}
        format="money"
        label="Revenue"
        emptyTitle="No sales yet"
        emptyMessage="Nothing sold in November."
      />,
    );
    expect(screen.getByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing sold in November.')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is busy while loading and offers a retry on error', async () => {
    const { rerender } = renderChart({ loading: true });
    expect(screen.getByTestId('series-chart')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <SeriesChart
        series={series}
        days={days}
        format="money"
        label="Revenue"
        error="Failed to load"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
