import {
  createFakeApiClient,
  exampleLeaderboard,
  exampleMetrics,
  exampleOrgUsers,
  exampleProducts,
  exampleResolvedShare,
  exampleSignedInUser,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../app-root.tsx';
import { shareRealtimeStarter } from '../../realtime/use-share-realtime.ts';
import { createAppRouter } from '../../create-app-router.ts';

/** The app as main.tsx wires it, on a memory history, with `routes` answering the API. */
function renderApp(path: string, routes: FakeRoutes = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const store = createStore();
  const { api, requests, shareApi } = createFakeApiClient(routes, {
    getToken: () => JSON.parse(localStorage.getItem('user') ?? 'null')?.access_token ?? null,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = { queryClient, api, shareApi, store, buildWatcher: { isStale: () => false } };
  const router = createAppRouter(context, history);
  render(<AppRoot router={router} context={context} />);
  return { history, requests };
}

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('meta[name="referrer"]').forEach((meta) => meta.remove());
});

describe('share routes', () => {
  it('open a shared dashboard without a session, with the share token and no referrer', async () => {
    const { history, requests } = renderApp('/share/employee/tok-123', {
      'GET shares/resolve': success(exampleResolvedShare),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casey Closer' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/share/employee/tok-123');
    // The slug frame's header names what is shared.
    // The frame's header comes first (jsdom also counts the dashboard cards' <header>s as
    // banners); it names the share once the shared-dashboard store is filled, a render later.
    await waitFor(() => expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Casey Closer'));
    expect(screen.getByText('Shared dashboard · read-only')).toBeInTheDocument();
    const resolve = requests.find((r) => r.path === 'shares/resolve');
    expect(resolve?.headers.get('x-share-token')).toBe('tok-123');
    expect(resolve?.headers.get('authorization')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
  });

  it('never send the bearer from a share page, even when signed in', async () => {
    localStorage.setItem('user', JSON.stringify(exampleSignedInUser()));
    const { requests } = renderApp('/share/product/tok-9', {
      'GET shares/resolve': success({ ...exampleResolvedShare, type: 'product', name: 'Premium' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Premium' });
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect([request.path, request.headers.get('authorization')]).toEqual([request.path, null]);
    }
  });

  it('read a link’s figures with the link, never from the visitor’s own cached ones', async () => {
    // Casey (7) is signed in and has their own dashboard cached; a link to Casey's dashboard
    // reads with its creator's eyes and its masking, so it asks again, with the link.
    localStorage.setItem('user', JSON.stringify(exampleSignedInUser()));
    const { history, requests } = renderApp('/', {
      'GET shares/resolve': success(exampleResolvedShare),
      'GET metrics/users/:id': success(exampleMetrics()),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sales overview' });
    await waitFor(() => expect(requests.some((r) => r.path === 'metrics/users/7')).toBe(true));
    act(() => history.push('/share/employee/tok-123'));
    await screen.findByRole('heading', { level: 1, name: 'Casey Closer' });
    await waitFor(() =>
      expect(
        requests.filter(
          (r) => r.path === 'metrics/users/7' && r.headers.get('x-share-token') === 'tok-123',
        ),
      ).toHaveLength(1),
    );
  });

  it('say a revoked link is no longer valid, without a sign-in prompt', async () => {
    const { history } = renderApp('/share/employee/tok-123', {
      'GET shares/resolve': failure(401, 'share-link-revoked', 'revoked'),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has been revoked.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/share/employee/tok-123');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('Share buttons', () => {
  const sharesAnswer: FakeRoutes = { 'GET shares': success({ shares: [] }) };

  it('keep a leaderboard link live through its own socket, closed on leaving', async () => {
    const close = vi.fn();
    const start = vi.spyOn(shareRealtimeStarter, 'start').mockResolvedValue({ close });
    const { history } = renderApp('/share/leaderboard/tok-5', {
      'GET shares/resolve': success({ ...exampleResolvedShare, type: 'leaderboard', name: 'Acme' }),
      'GET metrics/users/leaderboard': success(exampleLeaderboard()),
    });
    await screen.findByRole('list', { name: 'Total Cash Collected' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]?.slice(1)).toEqual([window.location.origin, 'tok-5']);
    expect(close).not.toHaveBeenCalled();
    act(() => history.push('/login'));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('open no socket for a leaderboard link that no longer opens', async () => {
    const start = vi.spyOn(shareRealtimeStarter, 'start');
    renderApp('/share/leaderboard/tok-5', {
      'GET shares/resolve': failure(401, 'share-link-revoked', 'revoked'),
    });
    await screen.findByRole('heading', { name: 'This link is no longer valid' });
    expect(start).not.toHaveBeenCalled();
  });

  it('share the own dashboard from the personal overview', async () => {
    localStorage.setItem('user', JSON.stringify(exampleSignedInUser()));
    const { requests } = renderApp('/sales-overview', sharesAnswer);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share employee dashboard' });
    expect(await within(dialog).findByText('No share links yet')).toBeInTheDocument();
    const list = requests.find((r) => r.path === 'shares');
    expect(list?.query.get('resource_id')).toBe('7');
    expect(list?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it.each([
    ['/team/member/overview/12', 'Share employee dashboard', 'employee', '12'],
    ['/team/product/overview/3', 'Share product dashboard', 'product', '3'],
  ])('share %s', async (path, dialogName, type, id) => {
    localStorage.setItem('user', JSON.stringify(exampleSignedInUser({ access: 2 })));
    // The page's subject exists: an unknown one shows the 404 page instead.
    const { requests } = renderApp(path, {
      ...sharesAnswer,
      'GET users/:id': success(exampleOrgUsers[0]),
      'GET products/:id': success(exampleProducts[0]),
      'GET metrics/users/:id': success(exampleMetrics()),
      'GET metrics/products/:id': success(exampleMetrics()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
    await screen.findByText('No share links yet');
    const list = requests.find((r) => r.path === 'shares');
    expect([list?.query.get('type'), list?.query.get('resource_id')]).toEqual([type, id]);
  });
});
