import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementMonthList } from './statement-month-list.tsx';
import { exampleStatementMonths } from './testing/example-statements.ts';

const props = { loading: false, error: null, onRetry: () => undefined, onSelect: () => undefined };

describe('StatementMonthList', () => {
  it('lists each month with its status and payable, and opens one', async () => {
    const onSelect = vi.fn();
    render(<StatementMonthList {...props} months={exampleStatementMonths} onSelect={onSelect} />);
    const march = screen.getByRole('button', { name: /2026 Mar/ });
    expect(march).toHaveTextContent('Open · so far');
    expect(march).toHaveTextContent('$729.60');
    expect(screen.getByRole('button', { name: /2026 Feb/ })).toHaveTextContent('Closed');
    await userEvent.click(march);
    expect(onSelect).toHaveBeenCalledWith('2026-03');
  });

  it('says when the year has nothing yet', () => {
    render(<StatementMonthList {...props} months={[]} />);
    expect(screen.getByText('No commission yet this year')).toBeVisible();
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    render(
      <StatementMonthList
        {...props}
        months={undefined}
        error="Failed to load Statements"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Failed to load Statements')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    render(<StatementMonthList {...props} months={undefined} loading />);
    expect(screen.getByLabelText('Loading months')).toHaveAttribute('aria-busy', 'true');
  });
});
