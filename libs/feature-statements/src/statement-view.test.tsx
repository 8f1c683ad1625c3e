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
    // One date style on the screen: the explanation's ISO day reads as the Date column does.
    expect(rows[2]).toHaveTextContent('Closer 10 % of $4,500.00 collected on Mar 18, 2026');
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

  it('shows each line’s customer and deal, as the PDF and CSV do', () => {
    render(<StatementView {...props} statement={exampleStatement} />);
    const [, first] = within(screen.getByRole('table', { name: 'Solar' })).getAllByRole('row');
    expect(first).toHaveTextContent('Jo Smith');
    expect(first).toHaveTextContent('Deal $3,000.00');
    expect(screen.getAllByRole('columnheader', { name: 'Customer · deal' })).toHaveLength(3);
  });

  it('says why it differs from the month’s dashboard', () => {
    const note =
      "$400.00 of February 2026's commission was paid in March 2026's statement as a late line";
    render(<StatementView {...props} statement={{ ...exampleStatement, late_notes: [note] }} />);
    expect(screen.getByText('Why this differs from the month’s dashboard')).toBeVisible();
    expect(screen.getByText(`${note}.`)).toBeVisible();
  });

  it('links a dispute correction to the month of the line it corrects', async () => {
    const onOpenMonth = vi.fn();
    const correction = {
      ...exampleStatement.lines[4],
      key: 'adjustment:9',
      kind: 'correction' as const,
      amount: 20,
      explanation: "Dispute #7 correction of February 2026's line “Closer 10 % …”",
      corrects: { month: '2026-02', key: 'split:1' },
    } as (typeof exampleStatement.lines)[number];
    render(
      <StatementView
        {...props}
        statement={{ ...exampleStatement, lines: [correction] }}
        onOpenMonth={onOpenMonth}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Corrects a line of 2026 Feb' }));
    expect(onOpenMonth).toHaveBeenCalledWith('2026-02');
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
    expect(within(solar).getByText('Reason: The setter split went to Sam')).toBeVisible();
    // The person reads their own comment at the line they flagged.
    expect(within(solar).getByText('Comment: “The deal was $3,500 collected”')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dispute: Bonus: March contest' }));
    expect(onDispute).toHaveBeenCalledWith(expect.objectContaining({ key: 'adjustment:5' }));
    expect(
      within(screen.getByRole('list', { name: 'Disputes' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('offers no dispute on an accepted line, and links where its correction was paid', async () => {
    const onOpenMonth = vi.fn();
    const accepted = {
      ...exampleOpenDispute,
      status: 'accepted' as const,
      adjustment_amount: 50,
      adjustment_id: 9,
      correction_month: '2026-04',
    };
    render(
      <StatementView
        {...props}
        statement={{ ...exampleStatement, disputes: [accepted] }}
        onDispute={() => undefined}
        onOpenMonth={onOpenMonth}
      />,
    );
    expect(
      screen.queryByRole('button', { name: `Dispute: ${accepted.line_explanation}` }),
    ).toBeNull();
    const solar = screen.getByRole('table', { name: 'Solar' });
    await userEvent.click(
      within(solar).getByRole('button', { name: 'paid as a dispute correction in 2026 Apr' }),
    );
    expect(onOpenMonth).toHaveBeenCalledWith('2026-04');
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
