import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  type FakeRoutes,
  success,
} from '@salesdash/data-access-api/testing';
import { LoginPage } from './login-page.tsx';
import { AuthProviders } from './testing/auth-providers.tsx';

const user = exampleSignedInUser();

function renderPage(routes: FakeRoutes, resetToken?: string) {
  const onSignedIn = vi.fn();
  const onResetTokenDone = vi.fn();
  const { api, requests } = createFakeApiClient(routes);
  render(
    <AuthProviders api={api}>
      <LoginPage
        onSignedIn={onSignedIn}
        onResetTokenDone={onResetTokenDone}
        {...(resetToken ? { resetToken } : {})}
      />
    </AuthProviders>,
  );
  return { onSignedIn, onResetTokenDone, requests };
}

beforeEach(() => localStorage.clear());

describe('LoginPage forgot password', () => {
  it('requests a reset link and confirms without saying whether the account exists', async () => {
    const { requests } = renderPage({ 'POST auth/reset-request': success({ ok: true }) });
    await userEvent.type(screen.getByLabelText('Email'), 'closer@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    // The typed email carries over.
    expect(await screen.findByLabelText('Email')).toHaveValue('closer@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for that email, we sent a reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/written to the server log/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'closer@demo.test' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the wait time when reset requests are rate limited', async () => {
    renderPage({
      'POST auth/reset-request': failure(429, 'too-many-requests', 'x', { 'retry-after': '30' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'closer@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Try again in 30 seconds.')).toBeVisible();
    // A refusal naming no field stays above the form, and the form can be sent again.
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('checks the email by the contract before asking the server', async () => {
    const { requests } = renderPage({});
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    await userEvent.type(screen.getByLabelText('Email'), 'closer@demo');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(requests).toHaveLength(0);
  });

  it('locks the form while the request runs and shows a 400 under the email', async () => {
    let refuse: () => void = () => undefined;
    renderPage({
      'POST auth/reset-request': () =>
        new Promise((resolve) => {
          refuse = () =>
            resolve(failure(400, 'validation-error', 'email: is not an address we accept'));
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'closer@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeDisabled();
    refuse();
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email: is not an address we accept',
    );
  });
});

describe('LoginPage with a reset link', () => {
  const fillPasswords = async (password: string, confirm = password) => {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  };

  it('shows the password rules live', async () => {
    renderPage({}, 'tok');
    expect(await screen.findByText(/At least 10 characters/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    expect(screen.getByText('This password is too common; choose another')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-secret');
    expect(screen.getByText('Looks good.')).toBeInTheDocument();
  });

  it('goes back to sign in and lets the shell drop the token', async () => {
    const { onResetTokenDone } = renderPage({}, 'tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(onResetTokenDone).toHaveBeenCalledOnce();
  });

  it('does not submit mismatched passwords', async () => {
    const { requests } = renderPage({}, 'tok');
    await fillPasswords('a-long-secret', 'a-long-secreX');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sets the new password, stores the session and signs in', async () => {
    const { onSignedIn, onResetTokenDone, requests } = renderPage(
      { 'POST auth/reset': success(user) },
      'tok',
    );
    await fillPasswords('a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    // Signing in navigates away; the reset token needs no separate clean-up.
    expect(onResetTokenDone).not.toHaveBeenCalled();
    expect(requests[0]?.body).toEqual({ token: 'tok', password: 'a-long-secret' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it.each([
    ['expired-action-code', 'This reset link has expired'],
    ['invalid-action-code', 'This reset link is not valid'],
  ])('explains %s and offers a new link', async (code, title) => {
    const { onResetTokenDone } = renderPage({ 'POST auth/reset': failure(400, code) }, 'tok');
    await fillPasswords('a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
    expect(onResetTokenDone).toHaveBeenCalled();
  });

  it('shows a password the server refuses under the new password', async () => {
    renderPage(
      {
        'POST auth/reset': failure(
          400,
          'validation-error',
          'password: must not be a password you used before',
        ),
      },
      'tok',
    );
    await fillPasswords('a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('New password: must not be a password you used before'),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
