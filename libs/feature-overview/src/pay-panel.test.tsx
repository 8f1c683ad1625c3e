import { ApiTestProviders, createFakeApiClient, failure } from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayPanel } from './pay-panel.tsx';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';

function renderPanel(canChangeRate: boolean, options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <PayPanel userId={7} canChangeRate={canChangeRate} />
    </ApiTestProviders>,
  );
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('PayPanel', () => {
  it('shows the rates in force and the commission waiting for approval, for user_id', async () => {
    const { requests } = renderPanel(false);
    const heading = await screen.findByRole('heading', { name: 'Pay' });
    const panel = heading.closest('section') as HTMLElement;
    const rates = await within(panel).findByRole('region', { name: 'Rates in force today' });
    expect(rates).toHaveTextContent('Every product');
    expect(rates).toHaveTextContent('Coaching');
    expect(rates).toHaveTextContent('12.5 %');
    expect(rates).toHaveTextContent('since Mar 1, 2026');
    const waiting = within(panel).getByRole('region', { name: 'Waiting for approval' });
    expect(waiting).toHaveTextContent(
      '2 deals · $4,500.00 cash · $525.00 commission once approved',
    );
    expect(waiting).toHaveTextContent('$375.00');
    expect(within(panel).queryByRole('button', { name: 'Change rate' })).toBeNull();
    expect(requests[0]?.query.get('user_id')).toBe('7');
  });

  it('says “Failed to load Commisions” with a retry when the pay does not load', async () => {
    renderPanel(false, { pay: failure(500, 'internal', 'Internal Server Error') });
    expect(await screen.findByText('Failed to load Commisions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('lets an admin change the rate, checked before sending, the server’s field shown', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { requests } = renderPanel(true, {
      assignRate: failure(400, 'validation-error', 'role_id: No such role in this organization'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Casey Closer’s rate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(within(dialog).getByText('Choose a sales role')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Sales role'), 'Setter (5 %)');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '7.125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(within(dialog).getByText(/^Rate \(%\) must be a percent/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Rate (%)'));
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '7.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('role_id: No such role in this organization'),
    );
    expect(
      within(dialog).getByText('Sales role: No such role in this organization'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      user_id: 7,
      role_id: 2,
      product_id: null,
      commission: 7.5,
    });
  });
});
