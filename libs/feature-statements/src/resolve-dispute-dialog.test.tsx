import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResolveDisputeDialog } from './resolve-dispute-dialog.tsx';
import { exampleOpenDispute } from './testing/example-statement-admin.ts';

const props = { dispute: exampleOpenDispute, saving: false, onClose: () => undefined };

describe('ResolveDisputeDialog', () => {
  it('rejects only with a reason', async () => {
    const onSubmit = vi.fn();
    render(<ResolveDisputeDialog {...props} outcome="rejected" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/Adjustment/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reject dispute' }));
    expect(await screen.findByText(/reason is required to reject a dispute/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Paid as agreed');
    await userEvent.click(screen.getByRole('button', { name: 'Reject dispute' }));
    expect(onSubmit).toHaveBeenCalledWith({ outcome: 'rejected', reason: 'Paid as agreed' });
  });

  it('accepts with a signed adjustment, refusing a malformed one', async () => {
    const onSubmit = vi.fn();
    render(<ResolveDisputeDialog {...props} outcome="accepted" onSubmit={onSubmit} />);
    const amount = screen.getByLabelText(/Adjustment/);
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Accept dispute' }));
    expect(await screen.findByText(/with at most 2 decimals/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-40.5');
    await userEvent.click(screen.getByRole('button', { name: 'Accept dispute' }));
    expect(onSubmit).toHaveBeenCalledWith({
      outcome: 'accepted',
      reason: '',
      adjustment_amount: -40.5,
    });
  });

  it('names the month the adjustment lands in, as the API says', () => {
    render(<ResolveDisputeDialog {...props} outcome="accepted" onSubmit={() => undefined} />);
    expect(
      screen.getByText(/-40 taken back, in 2026 Apr, as a dispute correction of the line/),
    ).toBeVisible();
  });

  it('accepts without an adjustment', async () => {
    const onSubmit = vi.fn();
    render(<ResolveDisputeDialog {...props} outcome="accepted" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept dispute' }));
    expect(onSubmit).toHaveBeenCalledWith({ outcome: 'accepted', reason: '' });
  });
});
