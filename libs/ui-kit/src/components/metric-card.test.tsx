import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MetricCard, type MetricCardProps } from './metric-card.tsx';

const base: MetricCardProps = {
  label: 'Total cash collected',
  format: 'money',
  current: 1234.5,
  previous: 1000,
  difference: 0.2345,
};

function difference() {
  return screen.getByTestId('metric-difference');
}

describe('MetricCard', () => {
  it('is a group named by its label with the value as USD and the previous value', () => {
    render(<MetricCard {...base} />);
    const card = screen.getByRole('group', { name: 'Total cash collected' });
    expect(card).toHaveTextContent('$1,234.50');
    expect(card).toHaveTextContent('vs $1,000.00 previous');
  });

  it.each([
    ['percent', 0.7, '70.0%'],
    ['count', 12345, '12,345'],
    ['seconds', 245, '4m 05s'],
  ] as const)('formats %s values', (format, current, text) => {
    render(<MetricCard {...base} format={format} current={current} />);
    expect(screen.getByRole('group')).toHaveTextContent(text);
  });

  it('shows a rise as an up arrow in green, read as "Up"', () => {
    render(<MetricCard {...base} />);
    expect(difference()).toHaveTextContent('Up +23.5%');
    expect(difference()).toHaveAttribute('data-tone', 'positive');
    expect(difference()).toHaveClass('text-positive');
    expect(difference().querySelector('svg')).not.toBeNull();
  });

  it('shows a fall in red with a true minus sign', () => {
    render(<MetricCard {...base} difference={-0.03} />);
    expect(difference()).toHaveTextContent('Down \u22123.0%');
    expect(difference()).toHaveClass('text-negative');
  });

  it('inverts the colours where lower is better', () => {
    const { rerender } = render(
      <MetricCard {...base} format="count" difference={0.5} lowerIsBetter />,
    );
    expect(difference()).toHaveClass('text-negative');
    rerender(<MetricCard {...base} format="count" difference={-0.5} lowerIsBetter />);
    expect(difference()).toHaveClass('text-positive');
  });

  it('has no arrow and a neutral colour when the change rounds to 0.0%', () => {
    render(<MetricCard {...base} difference={0.0004} />);
    expect(difference()).toHaveTextContent('No change, 0.0%');
    expect(difference()).toHaveAttribute('data-tone', 'neutral');
    expect(difference().querySelector('svg')).toBeNull();
  });

  it("shows 'new' when there is no previous value and the current one is above 0", () => {
    render(<MetricCard {...base} previous={0} difference={null} />);
    expect(difference()).toHaveTextContent(/^new$/);
    expect(difference()).toHaveAttribute('data-tone', 'neutral');
  });

  it("shows '—' when there is nothing to compare", () => {
    render(<MetricCard {...base} current={0} previous={0} difference={null} />);
    expect(difference()).toHaveTextContent('No change to compare—');
    expect(difference().querySelector('svg')).toBeNull();
  });

  it('puts the explanation in the tooltip of a focusable (i) button', async () => {
    render(
      <MetricCard
        {...base}
        label="Show rate"
        format="percent"
        current={0.7}
        explanation="Show rate = 42 taken ÷ 60 (taken + no-show)"
      />,
    );
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'How Show rate is calculated' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Show rate = 42 taken ÷ 60 (taken + no-show)');
  });

  it('is busy with a skeleton while loading', () => {
    render(<MetricCard {...base} loading />);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('metric-card-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('$1,234.50')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    render(<MetricCard {...base} error="Failed to load Metrics" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load Metrics');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('MetricCard note', () => {
  it('shows its note under the figures, not while loading', () => {
    const { rerender } = render(
      <MetricCard label="Commission" format="money" current={100} note="Paid in December." />,
    );
    expect(screen.getByText('Paid in December.')).toBeVisible();
    rerender(<MetricCard label="Commission" format="money" loading note="Paid in December." />);
    expect(screen.queryByText('Paid in December.')).toBeNull();
  });
});
