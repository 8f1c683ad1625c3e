import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiClient,
  exampleInvitation,
  exampleSignedInUser,
  failure,
  type FakeRoutes,
  success,
} from '@salesdash/data-access-api/testing';
import { CompleteRegistrationPage } from './complete-registration-page.tsx';
import { AuthProviders } from './testing/auth-providers.tsx';

const user = exampleSignedInUser();

function renderPage(routes: FakeRoutes, token: string | undefined = 'tok') {
  const onSignedIn = vi.fn();
  const { api, requests } = createFakeApiClient(routes);
  render(
    <AuthProviders api={api}>
      <CompleteRegistrationPage token={token} onSignedIn={onSignedIn} />
    </AuthProviders>,
  );
  return { onSignedIn, requests };
}

beforeEach(() => localStorage.clear());

describe('CompleteRegistrationPage', () => {
  it('shows the invitation, then registers, stores the session and signs in', async () => {
    const { onSignedIn, requests } = renderPage({
      'GET auth/invite/tok': success(exampleInvitation),
      'POST auth/complete-registration': success(user),
    });
    expect(screen.getByText('Loading your invitation…')).toBeInTheDocument();
    expect(await screen.findByText('Apex Growth Partners')).toBeInTheDocument();
    expect(screen.getByText('nia.new@demo.test')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'Newman');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(requests.at(-1)?.body).toEqual({
      token: 'tok',
      first_name: 'Nia',
      last_name: 'Newman',
      password: 'a-long-secret',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('refuses the email as password before calling the server', async () => {
    const { requests } = renderPage({ 'GET auth/invite/tok': success(exampleInvitation) });
    await screen.findByText('Apex Growth Partners');
    await userEvent.type(screen.getByLabelText('New password'), 'nia.new@demo.test');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'nia.new@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(
      screen.getAllByText('The password must not be your email address').length,
    ).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['expired-action-code', 'This invitation has expired'],
    ['invalid-action-code', 'This invitation link is not valid'],
  ])('shows a clear page for %s', async (code, title) => {
    renderPage({ 'GET auth/invite/tok': failure(400, code) });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the invalid-link page without a token and calls nothing', () => {
    const { requests } = renderPage({}, '');
    expect(screen.getByText('This invitation link is not valid')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('offers a retry when the invitation cannot be loaded', async () => {
    let calls = 0;
    renderPage({
      'GET auth/invite/tok': () =>
        ++calls === 1 ? failure(500, 'internal') : success(exampleInvitation),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Apex Growth Partners')).toBeInTheDocument();
  });

  it('shows a server validation message on the form', async () => {
    renderPage({
      'GET auth/invite/tok': success(exampleInvitation),
      'POST auth/complete-registration': failure(
        400,
        'validation-error',
        'password: This password is too common; choose another',
      ),
    });
    await screen.findByText('Apex Growth Partners');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common; choose another',
    );
  });
});
