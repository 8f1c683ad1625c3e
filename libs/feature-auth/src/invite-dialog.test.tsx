import { accessLevels } from '@salesdash/api-contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeApiClient,
  exampleCreatedInvite,
  exampleOrgUser,
  exampleRoles,
  failure,
  type FakeRoutes,
  success,
} from '@salesdash/data-access-api/testing';
import * as stories from './invite-dialog.stories.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { AuthProviders } from './testing/auth-providers.tsx';

const created = exampleCreatedInvite;

/** Who may lead a team (Mia, Ada) and who may not (Casey, an employee; Old, inactive). */
const people = [
  exampleOrgUser({ user_id: 3, display_name: 'Mia Manager', access: 3 }),
  exampleOrgUser({ user_id: 1, display_name: 'Ada Admin', access: 2 }),
  exampleOrgUser({ user_id: 7, display_name: 'Casey Closer', access: 4 }),
  exampleOrgUser({ user_id: 5, display_name: 'Old Manager', access: 3, is_active: false }),
];

function renderDialog(routes: FakeRoutes, inviterAccess: 2 | 3 = accessLevels.admin) {
  const onClose = vi.fn();
  let seatCalls = 0;
  const { api, requests } = createFakeApiClient({
    'GET roles': success(exampleRoles),
    'GET users': success({ users: people }),
    'GET organizations/1/seat-count': () =>
      success({ seats: 10, used: 6 + seatCalls, available: 4 - seatCalls++ }),
    ...routes,
  });
  render(
    <AuthProviders api={api}>
      <InviteDialog organizationId={1} inviterAccess={inviterAccess} onClose={onClose} />
    </AuthProviders>,
  );
  return { onClose, requests };
}

describe('InviteDialog', () => {
  it('invites with the chosen access and role, shows the link and refetches the seats', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { requests } = renderDialog({ 'POST users/invite': success(created, 201) });
    const dialog = screen.getByRole('dialog', { name: 'Invite teammate' });
    expect(await within(dialog).findByTestId('seat-summary')).toHaveTextContent(
      '4 of 10 seats available',
    );
    await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
    await userEvent.type(screen.getByLabelText('First name'), 'Nia');
    await userEvent.selectOptions(screen.getByLabelText('Access level'), 'Manager');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Setter (5 %)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sales role'), 'Setter (5 %)');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(/expires in 7 days/)).toBeInTheDocument();
    expect(screen.getByText('Invitation created')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/complete-registration?token=abc`,
    );
    const invite = requests.find((request) => request.path === 'users/invite');
    expect(invite?.body).toEqual({
      email: 'nia.new@demo.test',
      first_name: 'Nia',
      last_name: '',
      access: 3,
      role_id: '2',
      manager_id: null,
    });
    await waitFor(() =>
      expect(screen.getByTestId('seat-summary')).toHaveTextContent('3 of 10 seats available'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/complete-registration?token=abc`,
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('lets an admin choose the manager among active admins and managers', async () => {
    const { requests } = renderDialog({ 'POST users/invite': success(created, 201) });
    const manager = screen.getByLabelText('Manager');
    await waitFor(() => expect(manager).toBeEnabled());
    expect(
      within(manager)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No manager', 'Mia Manager', 'Ada Admin']);
    await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
    await userEvent.selectOptions(manager, 'Mia Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await screen.findByText(/expires in 7 days/);
    const invite = requests.find((request) => request.path === 'users/invite');
    expect(invite?.body).toMatchObject({ manager_id: 3 });
  });

  it('says a person without a sales role is paid 0 %', async () => {
    renderDialog({});
    const role = screen.getByLabelText('Sales role');
    await waitFor(() => expect(role).toBeEnabled());
    expect(
      within(role).getByRole('option', { name: 'No sales role (pays 0 %)' }),
    ).toBeInTheDocument();
    expect(role).toHaveAccessibleDescription(/pay no commission/);
    await userEvent.selectOptions(role, 'Closer (10 %)');
    expect(role).not.toHaveAccessibleDescription(/pay no commission/);
  });

  it.each(['nia', 'nia@', 'nia new@demo.test', '@demo.test'])(
    'checks the email "%s" in the browser and sends nothing',
    async (email) => {
      const { requests } = renderDialog({ 'POST users/invite': success(created, 201) });
      await userEvent.type(screen.getByLabelText('Email'), email);
      await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
      expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
        /Invalid email address/,
      );
      expect(requests.some((request) => request.path === 'users/invite')).toBe(false);
    },
  );

  it('says the invitation was emailed when the server mailed it, and still offers the link', async () => {
    renderDialog({ 'POST users/invite': success({ ...created, emailed: true }, 201) });
    await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation emailed')).toBeInTheDocument();
    expect(screen.getByText(/We emailed nia\.new@demo\.test a link to join/)).toBeInTheDocument();
    expect(screen.queryByText('Invitation created')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/complete-registration?token=abc`,
    );
  });

  it('lets a manager invite employees only', async () => {
    const { requests } = renderDialog(
      { 'POST users/invite': success(created, 201) },
      accessLevels.manager,
    );
    const access = screen.getByLabelText('Access level');
    expect(access).toBeDisabled();
    // Their invitee joins their own team: no manager to choose, and no people list asked for.
    expect(screen.queryByLabelText('Manager')).toBeNull();
    expect(requests.some((request) => request.path === 'users')).toBe(false);
    expect(
      within(access)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Employee']);
    await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await screen.findByText(/expires in 7 days/);
    const invite = requests.find((request) => request.path === 'users/invite');
    expect(invite?.body).toMatchObject({ access: 4 });
  });

  it.each([
    [409, 'no-seats-available', 'No seats available; free a seat or buy more before inviting'],
    [409, 'email-already-in-use', 'email: This email address is already in use'],
    [400, 'validation-error', 'email: This address does not accept mail'],
    [500, 'internal', 'Internal Server Error'],
  ])(
    'says "Failed to create user" with the server’s own message (%i %s)',
    async (status, code, message) => {
      renderDialog({ 'POST users/invite': failure(status, code, message) });
      await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
      await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to create user');
      expect(alert).toHaveTextContent(message);
    },
  );

  it('says "Failed to create user" alone when no answer came back', async () => {
    renderDialog({
      'POST users/invite': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'nia.new@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create user$/);
  });

  it('blocks inviting when no seat is left', async () => {
    renderDialog({
      'GET organizations/1/seat-count': success({ seats: 5, used: 5, available: 0 }),
    });
    expect(await screen.findByText('No seats available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
  });

  it('asks for the email and closes on Escape', async () => {
    const { onClose, requests } = renderDialog({});
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === 'users/invite')).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'Invite teammate' });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('has stories for its states', () => {
    expect(Object.keys(stories)).toEqual(
      expect.arrayContaining(['Admin', 'Manager', 'MailOn', 'Loading', 'NoSeats', 'LoadError']),
    );
  });
});
