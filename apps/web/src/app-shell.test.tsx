import {
  createFakeApiClient,
  exampleInvitation,
  exampleLeaderboard,
  exampleNotificationPage,
  exampleNotifications,
  exampleSignedInUser,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { toast } from '@salesdash/ui-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreen } from './after-first-screen.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './create-app-router.ts';

const user = exampleSignedInUser();

function renderApp(path: string, routes: FakeRoutes = {}) {
  const { api, requests, shareApi } = createFakeApiClient({
    'POST auth/login': success(user),
    ...routes,
  });
  const store = createStore();
  const queryClient = new QueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const context = { queryClient, api, shareApi, store, buildWatcher: { isStale: () => false } };
  const router = createAppRouter(context, history);
  const { unmount } = render(<AppRoot router={router} context={context} />);
  return { router, history, unmount, requests };
}

// The shell's late wave (bell, late-line notes) waits for the first screen to settle, which
// main.tsx watches in the browser (after-first-screen.test.ts); here it has settled already.
beforeAll(() => firstScreen.settle());

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
    expect(document.title).toBe('Page not found · SalesDash');
  });

  it('names the browser tab after the screen', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { history } = renderApp('/statements');
    await screen.findByRole('heading', { name: 'Commission statements' });
    expect(document.title).toBe('Statements · SalesDash');
    act(() => history.push('/leaderboard'));
    await waitFor(() => expect(document.title).toBe('Leaderboard · SalesDash'));
  });

  it('shows the error page and signs out for a malformed token', async () => {
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('offers Sign out on the error page, which clears the session and opens the sign-in page', async () => {
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    try {
      renderApp('/');
      await screen.findByRole('heading', { name: 'Internal Server Error' });
      localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(localStorage.getItem('user')).toBeNull();
      expect(assign).toHaveBeenCalledWith('/login');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the toast area on the root error page (every screen has it)', async () => {
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    act(() => {
      toast.error('Error loading, please try again later');
    });
    // The toast area mounts with the first toast (sonner loads on demand), outside the router.
    const area = await screen.findByRole('region', { name: /Notifications/ });
    expect(
      await within(area).findByText('Error loading, please try again later'),
    ).toBeInTheDocument();
  });

  it('signs out from the user menu', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { history } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('rings the bell for a signed-in user; a notification opens its deep link', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { history } = renderApp('/', {
      'GET notifications': success(exampleNotificationPage(exampleNotifications(4, 2))),
      'PATCH notifications/:id': ({ params }) => success({ notification_id: Number(params['id']) }),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // In the top bar's actions, before the colour switch.
    const colourMode = screen.getByRole('radiogroup', { name: 'Colour mode' });
    expect(
      bell.compareDocumentPosition(colourMode) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(bell);
    await userEvent.click(
      await screen.findByRole('link', { name: 'Commission request approved #4' }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/sales-overview'));
    expect(history.location.search).toBe('?startDate=2026-11-20&endDate=2026-11-20&preset=custom');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('has no bell on the sign-in page', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('offers "Invite teammate" to admins only and opens the invite dialog', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { unmount } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByRole('menuitem', { name: 'Invite teammate' })).not.toBeInTheDocument();
    unmount();

    localStorage.setItem('user', JSON.stringify({ ...user, access: 2 }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Invite teammate' }));
    expect(await screen.findByRole('dialog', { name: 'Invite teammate' })).toBeInTheDocument();
  });

  it('offers the leaderboard’s Share to admins and managers only; a non-client never sees the board', async () => {
    const board = { 'GET metrics/users/leaderboard': success(exampleLeaderboard()) };
    const leaderboardShare = async () => {
      await screen.findByRole('heading', { level: 1, name: 'Leaderboard' });
      return screen.queryByRole('button', { name: /^Share/ });
    };
    localStorage.setItem('user', JSON.stringify({ ...user, access: 3 }));
    let app = renderApp('/leaderboard', board);
    expect(await leaderboardShare()).toBeInTheDocument();
    app.unmount();

    localStorage.setItem('user', JSON.stringify({ ...user, access: 4 }));
    app = renderApp('/leaderboard', board);
    expect(await leaderboardShare()).not.toBeInTheDocument();
    app.unmount();

    // The API refuses such a manager the board and its links (leaderboard.read); the route
    // guard keeps them off the page, so its Share button is never offered.
    localStorage.setItem(
      'user',
      JSON.stringify({ ...user, access: 3, is_netrevenue_client: false }),
    );
    app = renderApp('/leaderboard', board);
    await waitFor(() => expect(app.history.location.pathname).toBe('/'));
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Leaderboard' }),
    ).not.toBeInTheDocument();
  });

  it('sends an old sign-in bookmark to /login', async () => {
    const { history } = renderApp('/login-old');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(history.location.pathname).toBe('/login');
  });

  it('welcomes a signed-in person on /landing with the places their access opens', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ ...user, access: 4, is_netrevenue_client: false }),
    );
    renderApp('/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome, ${user.display_name}` }),
    ).toBeInTheDocument();
    const places = within(screen.getByRole('list', { name: 'Where to start' })).getAllByRole(
      'link',
    );
    // An employee outside the leaderboard's clients: their own overview and statements.
    expect(places.map((link) => link.textContent)).toEqual(['Sales overview', 'Statements']);
    expect(places[1]).toHaveAttribute('href', '/statements');
  });

  it('shows the public product page with its way in', async () => {
    const { history } = renderApp('/hero');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('one dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('offers a signed-in person their dashboard on the product page, not "Sign in"', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    renderApp('/hero');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('one dashboard');
    expect(screen.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the new-password form from a reset link and signs in', async () => {
    const { history } = renderApp('/login?reset=reset-token-1', {
      'POST auth/reset': success(user),
    });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    // The form's chunk loads after the heading.
    await userEvent.type(await screen.findByLabelText('New password'), 'a-long-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      email: user.email,
    });
  });

  it('drops the reset token from the address when going back to sign in', async () => {
    const { history } = renderApp('/login?reset=reset-token-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(history.location.search).not.toContain('reset'));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('completes a registration from an invite link and lands on /', async () => {
    const { history } = renderApp('/complete-registration?token=invite-token-1', {
      'GET auth/invite/invite-token-1': success(exampleInvitation),
      'POST auth/complete-registration': success(user),
    });
    await screen.findByText('Apex Growth Partners');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
