import { exampleSignedInUser } from '@salesdash/api-contract';
import { ApiClientProvider, createApiClient } from '@salesdash/data-access-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

const user = exampleSignedInUser();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(respond: () => Promise<Response>) {
  const onSignedIn = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => null,
    fetch: vi.fn(respond) as unknown as typeof fetch,
  });
  render(
    <Provider store={createStore()}>
      <ApiClientProvider client={api}>
        <LoginPage onSignedIn={onSignedIn} />
      </ApiClientProvider>
    </Provider>,
  );
  return { onSignedIn };
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email'), 'closer@demo.test');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('signs in, stores the user under `user` and reports success', async () => {
    const { onSignedIn } = renderPage(async () => json(200, { status: 'success', data: user }));
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('shows a loading button while signing in', async () => {
    let resolve: (response: Response) => void = () => undefined;
    renderPage(() => new Promise<Response>((r) => (resolve = r)));
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    resolve(json(200, { status: 'success', data: user }));
  });

  it.each([
    ['invalid-credential', 401, 'Incorrect email or password.'],
    ['too-many-requests', 429, 'Too many sign-in attempts'],
    ['user-disabled', 403, 'This account has been disabled'],
  ])('shows a friendly message for %s', async (code, status, text) => {
    const { onSignedIn } = renderPage(async () =>
      json(status, { status: 'error', message: 'x', code }),
    );
    await fillAndSubmit();
    expect(await screen.findByText(new RegExp(text.replace('.', '\\.')))).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('explains a network failure', async () => {
    renderPage(async () => {
      throw new TypeError('Failed to fetch');
    });
    await fillAndSubmit();
    expect(await screen.findByText(/couldn't reach the server/)).toBeInTheDocument();
  });

  it('asks for missing fields without calling the server', async () => {
    const { onSignedIn } = renderPage(async () => json(200, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('lets the user show and hide the password', async () => {
    renderPage(async () => json(200, {}));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('LoginPage retry time', () => {
  it('says when to try again after too many attempts', async () => {
    renderPage(
      async () =>
        new Response(
          JSON.stringify({ status: 'error', message: 'Slow down', code: 'too-many-requests' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '840' } },
        ),
    );
    await fillAndSubmit();
    expect(
      await screen.findByText('Too many sign-in attempts. Try again in 14 minutes.'),
    ).toBeInTheDocument();
  });
});
