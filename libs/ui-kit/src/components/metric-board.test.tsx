import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MetricBoard } from './metric-board.tsx';
import { metricBoardExample } from './metric-board-example.ts';

describe('MetricBoard', () => {
  it('shows every group and its cards with the current figures', () => {
    render(<MetricBoard groups={metricBoardExample()} />);
    for (const group of ['Cash', 'Appointments', 'Close rates', 'Outbound']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(screen.getByText('$24,650.50')).toBeInTheDocument();
    expect(screen.getByText('70.0%')).toBeInTheDocument();
  });

  it('explains every card with its (i), none left without', () => {
    render(<MetricBoard groups={metricBoardExample()} />);
    const cards = screen.getAllByRole('group');
    expect(cards).toHaveLength(20);
    for (const card of cards) {
      const name = card.getAttribute('aria-labelledby');
      const label = name ? document.getElementById(name)?.textContent : '';
      expect(
        within(card).queryByRole('button', { name: `How ${label} is calculated` }),
        `${label} has no (i)`,
      ).not.toBeNull();
    }
  });

  it('shows the failure on the cards with a retry', async () => {
    const onRetry = vi.fn();
    render(
      <MetricBoard
        groups={metricBoardExample({ figures: false })}
        error="Failed to load Metrics"
        onRetry={onRetry}
      />,
    );
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries.length).toBeGreaterThan(1);
    await userEvent.click(retries[0] as HTMLElement);
    expect(onRetry).toHaveBeenCalled();
  });
});
