import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RolesScreen } from './roles-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderScreen = (options: AdminRoutesOptions = {}) =>
  render(
    <WithFakeAdminApi options={options}>
      <RolesScreen />
    </WithFakeAdminApi>,
  );

afterEach(() => vi.restoreAllMocks());

/** Re-rates Closer (10 %) to 12 % from `from` through its edit form. */
async function reRateCloser(user: ReturnType<typeof userEvent.setup>, from: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit Closer' }));
  const dialog = screen.getByRole('dialog', { name: /Closer/ });
  const commission = within(dialog).getByLabelText(/^Commission/);
  await user.clear(commission);
  await user.type(commission, '12');
  const day = within(dialog).getByLabelText(/^New rate from/);
  await user.clear(day);
  await user.type(day, from);
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
}

describe('RolesScreen', () => {
  it('asks before re-rating a role from a past day, with what it reprices, then a toast confirms', async () => {
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen();
    await reRateCloser(user, '2020-01-01');
    const confirm = await screen.findByRole('dialog', {
      name: /Change the Closer role’s rate from/,
    });
    expect(await within(confirm).findByText('2 pending deals')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('(+$75.00)');
    await user.click(within(confirm).getByRole('button', { name: 'Save rate' }));
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith('Closer saved: 2 pending deals repriced (+$75.00)'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a re-rate from a later day without asking', async () => {
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen({ previewRole: failure(500, 'internal', 'must not be asked') });
    await reRateCloser(user, '2999-06-01');
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Closer saved'));
    expect(screen.queryByText(/Change the Closer role’s rate from/)).toBeNull();
  });

  it('goes back to the form from the question, saving nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await reRateCloser(user, '2020-01-01');
    const confirm = await screen.findByRole('dialog', {
      name: /Change the Closer role’s rate from/,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: /Closer/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Closer/ })).not.toHaveTextContent('12');
  });

  it('lists each role’s percent today and a change still to come', async () => {
    renderScreen();
    expect(await screen.findByText('Setter')).toBeInTheDocument();
    expect(screen.getByText(/% from 2999-01-01$/)).toBeInTheDocument();
  });

  it('creates a sales role', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New sales role' }));
    const dialog = screen.getByRole('dialog', { name: 'New sales role' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Appointment setter');
    await user.type(within(dialog).getByLabelText(/^Commission/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Appointment setter')).toBeInTheDocument();
  });

  it('archives a role after asking', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Archive Closer' }));
    await user.click(screen.getByRole('button', { name: 'Archive sales role' }));
    expect(await screen.findByRole('button', { name: 'Restore Closer' })).toBeInTheDocument();
  });
});
