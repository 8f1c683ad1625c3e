import {
  ApiTestProviders,
  createFakeApiClient,
  exampleTransaction,
  failure,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
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
        transaction={exampleTransaction({ transaction_id: 5, transaction_status: status })}
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

  it('shows spec §8’s message when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderAction('approved', { status: failure(403, 'forbidden', 'Forbidden') });
    await userEvent.click(screen.getByRole('button', { name: /Change the status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('You do not have permission to update commission status'),
    );
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
