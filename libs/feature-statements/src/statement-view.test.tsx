import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementView } from './statement-view.tsx';
import { exampleOpenDispute, exampleRejectedDispute } from './testing/example-statement-admin.ts';
import { exampleStatement } from './testing/example-statements.ts';

const props = {
  loading: false,
  error: null,
  onRetry: () => undefined,
  onDownload: async () => undefined,
};

describe('StatementView', () => {
  it('shows the lines by product with running totals, the totals and the open note', () => {
    render(<StatementView {...props} statement={exampleStatement} />);
    const solar = screen.getByRole('table', { name: 'Solar' });
    const rows = within(solar).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Mar 18, 2026');
    expect(rows[2]).toHaveTextContent('Closer 10 % of $4,500.00 collected on 2026-03-18');
    expect(rows[2]).toHaveTextContent('$750.00');
    expect(screen.getByRole('table', { name: 'Not tied to a product' })).toHaveTextContent(
      'Bonus: March contest',
    );
    expect(screen.getByText(/So far — this month is open/)).toBeVisible();
    expect(screen.getByText('Payable').nextElementSibling).toHaveTextContent('$729.60');
    expect(screen.getByText('Carried in').nextElementSibling).toHaveTextContent('-$320.40');
  });

  it('has no open note for a closed month', () => {
    render(<StatementView {...props} statement={{ ...exampleStatement, status: 'closed' }} />);
    expect(screen.queryByText(/So far/)).toBeNull();
  });

  it('downloads the CSV and the PDF', async () => {
    const onDownload = vi.fn(async (_format: string) => undefined);
    render(<StatementView {...props} statement={exampleStatement} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownload.mock.calls.map(([format]) => format)).toEqual(['csv', 'pdf']);
  });

  it('shows a failure with a retry, and a skeleton while loading', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <StatementView
        {...props}
        statement={undefined}
        error="Failed to load Statement"
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<StatementView {...props} statement={undefined} loading />);
    expect(screen.getByLabelText('Loading statement')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when a month has no lines', () => {
    render(<StatementView {...props} statement={{ ...exampleStatement, lines: [] }} />);
    expect(screen.getByText('No lines this month')).toBeVisible();
  });
});

describe('StatementView disputes', () => {
  const disputed = {
    ...exampleStatement,
    disputes: [exampleRejectedDispute, exampleOpenDispute],
  };

  it('offers a dispute on each line without an open one, and badges the disputed lines', async () => {
    const onDispute = vi.fn();
    render(<StatementView {...props} statement={disputed} onDispute={onDispute} />);
    expect(
      screen.queryByRole('button', { name: `Dispute: ${exampleOpenDispute.line_explanation}` }),
    ).toBeNull();
    const solar = screen.getByRole('table', { name: 'Solar' });
    expect(within(solar).getByText('Dispute open')).toBeVisible();
    expect(within(solar).getByText('Dispute rejected')).toBeVisible();
    expect(within(solar).getAllByText('The setter split went to Sam')[0]).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dispute: Bonus: March contest' }));
    expect(onDispute).toHaveBeenCalledWith(expect.objectContaining({ key: 'adjustment:5' }));
    expect(
      within(screen.getByRole('list', { name: 'Disputes' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('has no dispute buttons when read by someone else', () => {
    render(<StatementView {...props} statement={disputed} />);
    expect(screen.queryByRole('button', { name: /^Dispute:/ })).toBeNull();
  });

  it('says which disputes were open at close, and when a version was superseded', () => {
    render(
      <StatementView
        {...props}
        statement={{
          ...exampleStatement,
          status: 'closed',
          superseded: true,
          disputes: [exampleOpenDispute],
          open_dispute_ids_at_close: [exampleOpenDispute.dispute_id],
        }}
      />,
    );
    expect(
      screen.getByText('1 dispute was still open when this month closed.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByText('Open at close')).toBeVisible();
    expect(screen.getByText(/This version was replaced/)).toBeVisible();
  });
});
