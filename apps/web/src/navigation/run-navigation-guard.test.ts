import {
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound, isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../router-context.ts';
import { runNavigationGuard } from './run-navigation-guard.ts';

const user = exampleSignedInUser();

function setup(options: { stale?: boolean; rule?: { to: string; external: boolean } } = {}) {
  const { api, shareApi } = createFakeApiClient({
    'GET redirects': options.rule ? success(options.rule) : failure(404, 'not-found', 'No'),
  });
  const context: RouterContext = {
    queryClient: new QueryClient(),
    api,
    shareApi,
    store: createStore(),
    buildWatcher: { isStale: () => options.stale ?? false },
  };
  const assign = vi.fn();
  const run = (href: string, preload = false) => {
    const url = new URL(href, 'http://localhost');
    const location = { href, pathname: url.pathname, searchStr: url.search } as ParsedLocation;
    return runNavigationGuard({ location, context, preload, assign });
  };
  return { run, assign };
}

const settle = async (promise: Promise<unknown>) => {
  const result = await Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => error,
    ),
    new Promise((r) => setTimeout(() => r('pending'), 50)),
  ]);
  return result;
};

// A spy, not vi.mock: test files share their modules (`isolate: false` in jsdom projects).
const toastError = vi.fn();

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(toast, 'error').mockImplementation(toastError);
});

afterEach(() => {
  vi.restoreAllMocks();
  toastError.mockClear();
});

describe('runNavigationGuard', () => {
  it('does a full page load to the target once a newer build is deployed', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { run, assign } = setup({ stale: true });
    expect(await settle(run('/statements?x=1'))).toBe('pending');
    expect(assign).toHaveBeenCalledWith('/statements?x=1');
  });

  it('does not reload for a hover preload', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { run, assign } = setup({ stale: true });
    expect(await settle(run('/statements', true))).toBe('resolved');
    expect(assign).not.toHaveBeenCalled();
  });

  it('throws a TanStack redirect to /login without a session', async () => {
    const { run } = setup();
    const error = await settle(run('/team'));
    expect(isRedirect(error)).toBe(true);
  });

  it('leaves the app for an external redirect rule', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { run, assign } = setup({ rule: { to: 'https://help.example.com', external: true } });
    expect(await settle(run('/help'))).toBe('pending');
    expect(assign).toHaveBeenCalledWith('https://help.example.com');
  });

  it('throws notFound for an unmatched path', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { run } = setup();
    expect(isNotFound(await settle(run('/nope')))).toBe(true);
  });

  it('toasts and redirects when route middleware forbids the page', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const { run } = setup();
    expect(isRedirect(await settle(run('/team')))).toBe(true);
    expect(toastError).toHaveBeenCalledWith("You don't have access to that page.");
  });

  it('signs out and raises Internal Server Error for a malformed token', async () => {
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'broken' }));
    const { run } = setup();
    const error = await settle(run('/'));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Internal Server Error');
    expect(localStorage.getItem('user')).toBeNull();
  });
});
