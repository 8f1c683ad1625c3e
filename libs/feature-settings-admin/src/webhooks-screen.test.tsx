import { failure } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';
import { WebhooksScreen } from './webhooks-screen.tsx';

const renderScreen = (options: AdminRoutesOptions = {}) => {
  const copy = vi.fn(async () => undefined);
  render(
    <WithFakeAdminApi options={options}>
      <WebhooksScreen copy={copy} />
    </WithFakeAdminApi>,
  );
  return { copy, user: userEvent.setup() };
};

describe('WebhooksScreen', () => {
  it('lists each endpoint with its sender, status, URL path and last delivery', async () => {
    renderScreen();
    await screen.findByText('CRM');
    const table = screen.getByRole('table', { name: /Webhook endpoints/ });
    const crm = within(table).getByRole('row', { name: /CRM/ });
    expect(crm).toHaveTextContent('Generic');
    expect(crm).toHaveTextContent('Enabled');
    expect(crm).toHaveTextContent('/api/hooks/0b6f5c1e-3f4a-4c2d-9a51-6f0e2d7c8a11');
    const stripe = within(table).getByRole('row', { name: /Stripe/ });
    expect(stripe).toHaveTextContent('Disabled');
    expect(stripe).toHaveTextContent('None yet');
    // Stripe's secret is rotated in Stripe.
    expect(screen.queryByRole('button', { name: 'Rotate the secret of Stripe' })).toBeNull();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    renderScreen({ webhooks: { endpoints: [] } });
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    renderScreen({ webhooks: { endpoints: failure(500, 'internal', 'Internal Server Error') } });
    expect(await screen.findByText('Failed to load webhook endpoints')).toBeInTheDocument();
  });

  it('creates a generic endpoint and shows its secret once, with a copy button', async () => {
    const { user, copy } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const form = screen.getByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(form).getByLabelText(/^Name/), 'Close CRM');
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Close CRM is ready' });
    const secret = within(shown).getByLabelText('Signing secret') as HTMLInputElement;
    expect(secret.value).toMatch(/^whsec_/);
    await user.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    expect(copy).toHaveBeenCalledWith(secret.value);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('row', { name: /Close CRM/ })).toBeInTheDocument();
  });

  it('creates a Stripe endpoint with the secret Stripe shows', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const form = screen.getByRole('dialog', { name: 'New webhook endpoint' });
    await user.selectOptions(within(form).getByLabelText(/^Sender/), 'stripe');
    await user.type(within(form).getByLabelText(/^Name/), 'Stripe live');
    await user.type(within(form).getByLabelText(/^Signing secret/), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));
    expect(await within(form).findByText(/must be the whsec_… secret Stripe shows/)).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Signing secret/));
    await user.type(within(form).getByLabelText(/^Signing secret/), 'whsec_0123456789abcdef');
    await user.click(within(form).getByLabelText('Approve payments at once'));
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Stripe live is ready' });
    expect(within(shown).queryByLabelText('Signing secret')).toBeNull();
    const url = within(shown).getByLabelText('URL to give the sender') as HTMLInputElement;
    expect(url.value).toMatch(/^http.*\/api\/hooks\/[0-9a-f-]+$/);
  });

  it('disables an endpoint after asking, and enables it again', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Disable CRM' }));
    await user.click(screen.getByRole('button', { name: 'Disable endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'Enable CRM' }));
    expect(await screen.findByRole('button', { name: 'Disable CRM' })).toBeInTheDocument();
  });

  it('rotates a generic secret after asking and shows the new one', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret of CRM' }));
    expect(screen.getByRole('dialog', { name: 'Rotate the secret of CRM?' })).toHaveTextContent(
      'keeps working for 24 hours',
    );
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret for CRM' });
    const secret = within(shown).getByLabelText('Signing secret') as HTMLInputElement;
    expect(secret.value).toMatch(/^whsec_/);
  });

  it('deletes an endpoint after asking', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete CRM' }));
    await user.click(screen.getByRole('button', { name: 'Delete endpoint' }));
    await screen.findByRole('button', { name: 'Delete Stripe' });
    expect(screen.queryByRole('button', { name: 'Delete CRM' })).toBeNull();
  });

  it('shows the reason a delete was refused', async () => {
    const { user } = renderScreen({
      webhooks: { write: failure(404, 'not-found', 'No such webhook endpoint') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete CRM' }));
    await user.click(screen.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No such webhook endpoint')).toBeInTheDocument();
  });

  it('lists an endpoint’s deliveries and replays an unmatched one', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of CRM' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliveries of CRM' });
    const unmatched = await within(dialog).findByRole('row', { name: /Unmatched/ });
    expect(unmatched).toHaveTextContent('transaction.upserted');
    expect(unmatched).toHaveTextContent('No active person has the email jo@example.com');
    expect(within(dialog).getByRole('row', { name: /Rejected/ })).not.toHaveTextContent('Replay');
    await user.click(within(unmatched).getByRole('button', { name: 'Replay delivery 3' }));
    expect(await within(dialog).findAllByRole('row', { name: /Applied/ })).toHaveLength(2);
  });

  it('says when an endpoint has no deliveries yet', async () => {
    const { user } = renderScreen({ webhooks: { deliveries: [] } });
    await user.click(await screen.findByRole('button', { name: 'Deliveries of CRM' }));
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
  });
});
