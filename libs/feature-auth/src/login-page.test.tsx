import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  success,
  type FakeAnswer,
  type FakeRoute,
} from '@salesdash/data-access-api/testing';
import { LoginPage } from './login-page.tsx';
import { AuthProviders } from './testing/auth-providers.tsx';

const user = exampleSignedInUser();

/** The login page over a fake API whose `POST auth/login` answers with `login`. */
function renderPage(login?: FakeRoute) {
  const onSignedIn = vi.fn();
  const { api, requests } = createFakeApiClient(login ? { 'POST auth/login': login } : {});
  render(
    <AuthProviders api={api}>
      <LoginPage onSignedIn={onSignedIn} />
    </AuthProviders>,
  );
  return { onSignedIn, requests };
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email'), 'closer@demo.test');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('signs in, stores the user under `user` and reports success', async () => {
    const { onSignedIn } = renderPage(success(user));
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('shows a loading button while signing in', async () => {
    let resolve: (answer: FakeAnswer) => void = () => undefined;
    renderPage(() => new Promise<FakeAnswer>((r) => (resolve = r)));
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    resolve(success(user));
  });

  it.each([
    ['invalid-credential', 401, 'Incorrect email or password.'],
    ['too-many-requests', 429, 'Too many sign-in attempts'],
    ['user-disabled', 403, 'This account has been disabled'],
  ])('shows a friendly message for %s', async (code, status, text) => {
    const { onSignedIn } = renderPage(failure(status, code, 'x'));
    await fillAndSubmit();
    expect(await screen.findByText(new RegExp(text.replace('.', '\\.')))).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('explains a network failure', async () => {
    renderPage(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillAndSubmit();
    expect(await screen.findByText(/couldn't reach the server/)).toBeInTheDocument();
  });

  it('asks for missing fields without calling the server', async () => {
    const { onSignedIn, requests } = renderPage(success(user));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('lets the user show and hide the password', async () => {
    renderPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('LoginPage retry time', () => {
  it('says when to try again after too many attempts', async () => {
    renderPage(failure(429, 'too-many-requests', 'Slow down', { 'retry-after': '840' }));
    await fillAndSubmit();
    expect(
      await screen.findByText('Too many sign-in attempts. Try again in 14 minutes.'),
    ).toBeInTheDocument();
  });
});
