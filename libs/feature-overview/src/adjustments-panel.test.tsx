import { ApiTestProviders, createFakeApiClient, failure } from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdjustmentsPanel } from './adjustments-panel.tsx';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-24' };

function renderPanel(canEdit: boolean, options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <AdjustmentsPanel subject={{ kind: 'users', id: 4 }} range={range} canEdit={canEdit} />
    </ApiTestProviders>,
  );
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('AdjustmentsPanel', () => {
  it('lists the range’s adjustments, signed, with no actions for a non-admin', async () => {
    const { requests } = renderPanel(false);
    const table = await screen.findByRole('table', { name: 'Adjustments' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('-$150.00');
    expect(table).toHaveTextContent('Spiff: three closes in a week');
    expect(screen.queryByRole('button', { name: /Add adjustment|Remove/ })).toBeNull();
    expect(requests[0]?.query.get('startDate')).toBe('2026-11-01');
  });

  it('checks the form field by field, then adds the adjustment', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an adjustment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(within(dialog).getByText('Enter an amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '12.345');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spiff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(within(dialog).getByText(/Amount must be a dollar amount/)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Amount (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '-75.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Adjustment of -$75.50 added'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('adjustments/4');
    expect(post?.body).toEqual({ adjustment_date: '2026-11-24', amount: -75.5, reason: 'Spiff' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the form open and says why when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderPanel(true, {
      addAdjustment: failure(403, 'forbidden', 'Only admins can change adjustments'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an adjustment' });
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bonus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Only admins can change adjustments'));
    expect(screen.getByRole('dialog', { name: 'Add an adjustment' })).toBeInTheDocument();
  });

  it('asks before removing, then removes', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderPanel(true);
    await userEvent.click(
      await screen.findByRole('button', { name: /Remove the adjustment of -\$150\.00/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this adjustment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('adjustments/4/2'),
    );
  });

  it('shows the load failure with a retry', async () => {
    renderPanel(false, {
      adjustments: failure(500, 'internal', 'Internal server error'),
    });
    expect(await screen.findByText('Failed to load Adjustments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

describe('AdjustmentsPanel edits', () => {
  it('changes an adjustment through PATCH with the form’s values, and shows the server’s field', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const fake = createFakeApiClient(
      {
        ...overviewRoutes(),
        'PATCH adjustments/:id/:adjustmentId': failure(
          400,
          'validation-error',
          'adjustment_date: Invalid ISO 8601 date: "2026-02-30"',
        ),
      },
      { getToken: () => 'user-token' },
    );
    render(
      <ApiTestProviders api={fake.api}>
        <AdjustmentsPanel subject={{ kind: 'users', id: 4 }} range={range} canEdit />
      </ApiTestProviders>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit the adjustment of -\$150\.00/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the adjustment' });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('-150');
    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback, corrected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(fake.requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: 'adjustments/4/2',
      body: { adjustment_date: '2026-11-18', amount: -150, reason: 'Chargeback, corrected' },
    });
    expect(
      within(dialog).getByText('Date: Invalid ISO 8601 date: "2026-02-30"'),
    ).toBeInTheDocument();
  });
});
