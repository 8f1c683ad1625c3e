import { exampleSignedInUser } from '@salesdash/api-contract';
import { createApiClient } from '@salesdash/data-access-api';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './create-app-router.ts';

const user = exampleSignedInUser();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderApp(path: string) {
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/login') return json(200, { status: 'success', data: user });
    return json(404, { status: 'error', message: 'Not found', code: 'not-found' });
  });
  const store = createStore();
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => null,
    fetch: fetchMock as unknown as typeof fetch,
  });
  const queryClient = new QueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const context = { queryClient, api, store, buildWatcher: { isStale: () => false } };
  const router = createAppRouter(context, history);
  const { unmount } = render(<AppRoot router={router} context={context} />);
  return { router, history, unmount };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('app shell', () => {
  it('sends a visitor to /login, signs in and returns to the original path', async () => {
    localStorage.setItem('leaderboard.period.mode', '"weekly"');
    const { history } = renderApp('/statements?year=2026');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(history.location.pathname).toBe('/login');
    // wipeOut=true cleared stale state
    expect(localStorage.getItem('leaderboard.period.mode')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'closer@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Commission statements' });
    expect(history.location.pathname).toBe('/statements');
    expect(history.location.search).toBe('?year=2026');
    expect(screen.getByRole('button', { name: /User menu/ })).toHaveTextContent('Casey Closer');
  });

  it('shows the 404 page for an unknown path', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /no/such/page' }),
    ).toBeInTheDocument();
  });

  it('shows the error page and signs out for a malformed token', async () => {
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out from the user menu', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { history } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('offers "Invite teammate" to admins only and opens the invite dialog', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { unmount } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    expect(screen.queryByRole('menuitem', { name: 'Invite teammate' })).not.toBeInTheDocument();
    unmount();

    localStorage.setItem('user', JSON.stringify({ ...user, access: 2 }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Invite teammate' }));
    expect(screen.getByRole('dialog', { name: 'Invite teammate' })).toBeInTheDocument();
  });
});
