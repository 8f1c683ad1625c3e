import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
  type FakeRequest,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateEditor } from './rate-editor.tsx';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';

const today = '2026-11-24';

function renderEditor(options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  const onClose = vi.fn();
  render(
    <ApiTestProviders api={fake.api}>
      <RateEditor userId={7} who="Casey Closer" today={today} onClose={onClose} />
    </ApiTestProviders>,
  );
  return { ...fake, onClose };
}

const sent = (requests: readonly FakeRequest[], path: string) =>
  requests.filter((request) => request.method !== 'GET' && request.path === path);

async function fillRate(from: string) {
  const form = await screen.findByRole('dialog', { name: 'Change Casey Closer’s rate' });
  await userEvent.selectOptions(within(form).getByLabelText('Sales role'), 'Closer (10 %)');
  const day = within(form).getByLabelText('From');
  await userEvent.clear(day);
  await userEvent.type(day, from);
  await userEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
}

afterEach(() => vi.restoreAllMocks());

describe('RateEditor', () => {
  it.each([
    ['today', today],
    ['a later day', '2026-12-01'],
  ])('saves a rate from %s at once, and a toast confirms', async (_label, from) => {
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests, onClose } = renderEditor();
    await fillRate(from);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(requests, 'commission/preview')).toEqual([]);
    expect(sent(requests, 'commission')).toHaveLength(1);
    expect(saved).toHaveBeenCalledWith('Rate saved for Casey Closer');
  });

  it('asks before a rate from a past day, saying what the server says it reprices', async () => {
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests, onClose } = renderEditor();
    await fillRate('2026-01-01');
    const confirm = await screen.findByRole('dialog', { name: /Change Casey Closer’s rate from/ });
    expect(await within(confirm).findByText('2 pending deals')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('from $300.00 to $375.00 (+$75.00)');
    expect(sent(requests, 'commission/preview')[0]?.body).toMatchObject({
      user_id: 7,
      effective_from: '2026-01-01',
    });
    expect(sent(requests, 'commission')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(requests, 'commission')[0]?.body).toMatchObject({ effective_from: '2026-01-01' });
    expect(saved).toHaveBeenCalledWith(
      'Rate saved for Casey Closer: 2 pending deals repriced (+$75.00)',
    );
  });

  it('goes back to the form with the change as it was, saving nothing', async () => {
    const { requests } = renderEditor();
    await fillRate('2026-01-01');
    const confirm = await screen.findByRole('dialog', { name: /Change Casey Closer’s rate from/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    const form = await screen.findByRole('dialog', { name: 'Change Casey Closer’s rate' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-01-01');
    expect(within(form).getByLabelText('Sales role')).toHaveDisplayValue('Closer (10 %)');
    expect(sent(requests, 'commission')).toEqual([]);
  });

  it('says when nothing pending is repriced', async () => {
    renderEditor({
      previewRate: success({
        repriced_deals: 0,
        commission_change: 0,
        pending_commission_before: 0,
        pending_commission_after: 0,
      }),
    });
    await fillRate('2026-01-01');
    expect(await screen.findByText(/nothing waiting for approval is repriced/)).toBeVisible();
  });

  it('still lets the admin save when the server could not say, and offers to ask again', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderEditor({
      previewRate: failure(500, 'internal', 'Internal Server Error'),
    });
    await fillRate('2026-01-01');
    const confirm = await screen.findByRole('dialog', { name: /Change Casey Closer’s rate from/ });
    expect(await within(confirm).findByText('Could not work out what it reprices')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent(requests, 'commission/preview')).toHaveLength(2));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(sent(requests, 'commission')).toHaveLength(1));
  });
});
