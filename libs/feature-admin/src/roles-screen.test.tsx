import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RolesScreen } from './roles-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderScreen = (options: AdminRoutesOptions = {}) =>
  render(
    <WithFakeAdminApi options={options}>
      <RolesScreen />
    </WithFakeAdminApi>,
  );

describe('RolesScreen', () => {
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
