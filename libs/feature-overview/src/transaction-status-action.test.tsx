import {
  ApiTestProviders,
  createFakeApiClient,
  exampleTransactionListRow,
  failure,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';
import { TransactionStatusAction } from './transaction-status-action.tsx';

function renderAction(
  status: 'pending' | 'approved' | 'refunded',
  options: OverviewRoutesOptions = {},
) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <TransactionStatusAction
        transaction={exampleTransactionListRow({ transaction_id: 5, transaction_status: status })}
      />
    </ApiTestProviders>,
  );
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('TransactionStatusAction', () => {
  it('offers only the moves the status allows and approves after the confirmation', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderAction('pending');
    await userEvent.click(
      screen.getByRole('button', { name: 'Change the status of Avery Stone’s transaction' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the status' });
    expect(dialog).toHaveTextContent('Approve');
    expect(dialog).toHaveTextContent('Reject');
    expect(dialog).not.toHaveTextContent('Refund');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Transaction of Avery Stone approved'),
    );
    const change = requests.find((request) => request.method === 'POST');
    expect(change?.path).toBe('transactions/status/5');
    expect(change?.body).toEqual({ transaction_status: 'approved' });
  });

  it('shows the refusal message when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderAction('approved', { status: failure(403, 'forbidden', 'Forbidden') });
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $3,000.00' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('You do not have permission to update commission status'),
    );
  });

  it('opens on the least destructive choice, never on Refund', async () => {
    renderAction('approved');
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    expect(screen.getByRole('button', { name: 'Refund…' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('does not refund on Enter, Enter', async () => {
    const { requests } = renderAction('approved');
    screen.getByRole('button', { name: /Change the status/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Change the status' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('lists a pending deal’s moves least destructive first: reject before approve', async () => {
    renderAction('pending');
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    const moves = within(screen.getByRole('list')).getAllByRole('button');
    expect(moves.map((button) => button.textContent)).toEqual(['Reject', 'Approve']);
  });

  it('confirms a refund naming the deal and the commission clawed back, focused on keeping it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderAction('approved');
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const confirm = screen.getByRole('dialog', { name: 'Refund this sale?' });
    expect(confirm).toHaveAccessibleDescription(
      'Avery Stone · $3,000.00 · Nov 20, 2026 · Coaching',
    );
    // 10 % to the closer and 5 % to the setter were paid on approval.
    expect(confirm).toHaveTextContent(
      '$450.00 of commission paid to its closer and setter is clawed back',
    );
    expect(within(confirm).getByRole('button', { name: 'Keep the sale' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $3,000.00' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Transaction of Avery Stone refunded'),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      transaction_status: 'refunded',
    });
  });

  it('cancels without a call', async () => {
    const { requests } = renderAction('pending');
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('offers nothing for a refunded transaction: a refund is final', () => {
    renderAction('refunded');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
