import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommissionHistoryChart } from './commission-history-chart.tsx';

const data = [
  { month: '2026-01', total_commission: 1200.1 },
  { month: '2026-02', total_commission: 0.2 },
  { month: '2026-03', total_commission: 3400 },
];

describe('CommissionHistoryChart', () => {
  it('is an image with a summary, totalled to the cent', () => {
    render(<CommissionHistoryChart data={data} />);
    expect(
      screen.getByRole('img', {
        name: 'Commission by month, 2026 Jan to 2026 Mar: total $4,600.30; highest $3,400.00 in 2026 Mar.',
      }),
    ).toBeInTheDocument();
  });

  it("labels months as '2026 Mar' on the x axis", () => {
    render(<CommissionHistoryChart data={data} />);
    const svg = screen.getByRole('img');
    expect(svg).toHaveTextContent('2026 Jan');
    expect(svg).toHaveTextContent('2026 Mar');
    expect(svg).toHaveTextContent('$');
  });

  it('has a visually hidden table of every month', () => {
    render(<CommissionHistoryChart data={data} />);
    const table = screen.getByRole('table', { name: 'Commission by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('2026 Mar$3,400.00');
  });

  it('draws a line by default and bars in bar mode', () => {
    const { rerender } = render(<CommissionHistoryChart data={data} />);
    expect(screen.getByTestId('chart-line')).toBeInTheDocument();
    expect(screen.queryAllByTestId('chart-bar')).toHaveLength(0);
    rerender(<CommissionHistoryChart data={data} mode="bar" />);
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(3);
    expect(screen.queryByTestId('chart-line')).not.toBeInTheDocument();
  });

  it('shows an empty state when no month has commission', () => {
    render(<CommissionHistoryChart data={data.map((row) => ({ ...row, total_commission: 0 }))} />);
    expect(screen.getByText('No commission yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is busy while loading and offers a retry on error', async () => {
    const { rerender } = render(<CommissionHistoryChart data={[]} loading />);
    expect(screen.getByTestId('commission-history-chart')).toHaveAttribute('aria-busy', 'true');
    const onRetry = vi.fn();
    rerender(<CommissionHistoryChart data={[]} error="Failed to load" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
