import { failure } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PeopleScreen, type PeopleScreenProps } from './people-screen.tsx';
import type { PeopleRoutesOptions } from './testing/people-routes.ts';
import { WithFakePeopleApi } from './testing/with-fake-people-api.tsx';

const admin: PeopleScreenProps['viewer'] = { user_id: 1, access: 2 };

const renderScreen = (options: PeopleRoutesOptions = {}, viewer = admin) =>
  render(
    <WithFakePeopleApi options={options}>
      <PeopleScreen viewer={viewer} inviteAction={<button type="button">Invite teammate</button>} />
    </WithFakePeopleApi>,
  );

const table = () => screen.getByRole('table', { name: 'People' });

describe('PeopleScreen', () => {
  it('lists the active people with access, manager and sales role, and the pending invites', async () => {
    renderScreen();
    expect(await screen.findByText('Casey Closer')).toBeInTheDocument();
    expect(within(table()).getByText('Morgan Manager', { selector: 'p' })).toBeInTheDocument();
    expect(within(table()).queryByText('Sam Setter')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite teammate' })).toBeInTheDocument();
    const invites = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(invites).getByText(/nia\.new@demo\.test/)).toBeInTheDocument();
  });

  it('searches and shows the inactive on their chip', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Casey Closer');
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(await within(table()).findByText('Sam Setter')).toBeInTheDocument();
    const sam = within(table()).getByText('Sam Setter').closest('tr') as HTMLElement;
    expect(within(sam).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Sam Setter' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation that says the sessions end and the seat frees', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Casey Closer' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Casey Closer?' });
    expect(dialog).toHaveTextContent(/sessions end/);
    expect(dialog).toHaveTextContent(/seat is freed/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table shows the active people: Casey left it.
    await waitFor(() =>
      expect(within(table()).queryByText('Casey Closer')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderScreen({
      write: failure(
        409,
        'last-admin',
        'is_active: Casey Closer is the last active admin; make someone else an admin first',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Casey Closer' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/is the last active admin/)).toBeInTheDocument();
  });

  it('edits a sales role and sends the version it read', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Casey Closer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Casey Closer' });
    await user.selectOptions(within(dialog).getByLabelText('Default sales role'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(table()).findByText('Setter')).toBeInTheDocument();
  });

  it('lets a manager change sales roles but not access levels or teams', async () => {
    const user = userEvent.setup();
    renderScreen({}, { user_id: 3, access: 3 });
    await user.click(await screen.findByRole('button', { name: 'Edit Casey Closer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Casey Closer' });
    expect(within(dialog).getByLabelText('Access level')).toBeDisabled();
    expect(within(dialog).getByLabelText('Manager')).toBeDisabled();
    expect(within(dialog).getByLabelText('Default sales role')).toBeEnabled();
  });

  it('revokes an invite after asking', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invite of nia.new@demo.test' }),
    );
    const dialog = screen.getByRole('dialog', { name: /Revoke the invite/ });
    expect(dialog).toHaveTextContent(/seat is freed/);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invite' }));
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
  });

  it('resends an invite and shows the new link to pass on', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invite of nia.new@demo.test' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByLabelText('New invite link')).toHaveValue(
      `${window.location.origin}/complete-registration?token=new`,
    );
  });

  it('says when the people could not be loaded', async () => {
    renderScreen({ people: failure(500, 'internal', 'Internal Server Error'), invites: [] });
    expect(await screen.findByText('Failed to load Employees')).toBeInTheDocument();
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
  });
});
