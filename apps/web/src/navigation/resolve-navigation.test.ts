import { exampleSignedInUser } from '@salesdash/data-access-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { resolveNavigation, type NavigationRequest } from './resolve-navigation.ts';

const user = exampleSignedInUser;

const resolve = (overrides: Partial<NavigationRequest>) =>
  resolveNavigation({
    pathname: '/',
    search: '',
    storedUser: user(),
    lookupRedirect: async () => null,
    ...overrides,
  });

describe('resolveNavigation (the navigation guard, step by step)', () => {
  it('1. sends /register to / even with a redirect rule or no user', async () => {
    const lookupRedirect = vi.fn(async () => ({ to: '/elsewhere', external: false }));
    await expect(
      resolve({ pathname: '/register', storedUser: null, lookupRedirect }),
    ).resolves.toEqual({
      kind: 'redirect',
      to: '/',
      external: false,
      reason: 'register',
    });
    expect(lookupRedirect).not.toHaveBeenCalled();
  });

  it.each([
    '/login',
    '/complete-registration',
    '/hero',
    '/share/employee/abc',
    '/share/product/xyz',
    '/share/leaderboard/xyz',
  ])('2. lets %s through without a stored user', async (pathname) => {
    await expect(resolve({ pathname, storedUser: null })).resolves.toMatchObject({ kind: 'allow' });
  });

  it.each(['/share/employee', '/share/product', '/share/product/', '/share/leaderboard'])(
    '2. %s is public: signed out it is the 404 page, not the sign-in redirect',
    async (pathname) => {
      await expect(resolve({ pathname, storedUser: null })).resolves.toMatchObject({
        kind: 'not-found',
      });
    },
  );

  it('2. a signed-out visitor of a public path does not call the redirect lookup', async () => {
    const lookupRedirect = vi.fn(async () => null);
    await resolve({ pathname: '/login', storedUser: null, lookupRedirect });
    expect(lookupRedirect).not.toHaveBeenCalled();
  });

  it('5. a signed-in visitor of a public path still gets redirect rules', async () => {
    const lookupRedirect = vi.fn(async () => ({ to: '/', external: false }));
    await expect(resolve({ pathname: '/hero', lookupRedirect })).resolves.toMatchObject({
      kind: 'redirect',
      to: '/',
    });
  });

  it('2. does not decode the token on public paths', async () => {
    const decision = await resolve({
      pathname: '/login',
      storedUser: user({ access_token: 'broken' }),
    });
    expect(decision.kind).toBe('allow');
  });

  it('3. sends a visitor without a session to /login with the full path and wipeOut', async () => {
    const decision = await resolve({
      pathname: '/team/member/overview/4',
      search: '?tab=calls&x=1',
      storedUser: null,
    });
    expect(decision).toMatchObject({ kind: 'redirect', reason: 'login', external: false });
    const target = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe('/team/member/overview/4?tab=calls&x=1');
    expect(target.searchParams.get('wipeOut')).toBe('true');
  });

  it('3. keeps the #hash of the original full path in redirect', async () => {
    const decision = await resolve({
      pathname: '/team',
      search: '?view=members',
      hash: 'top-closers',
      storedUser: null,
    });
    const target = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://x');
    expect(target.searchParams.get('redirect')).toBe('/team?view=members#top-closers');
    // The fragment travels inside the query value, not as the login page's own hash.
    expect(target.hash).toBe('');
  });

  it('3. applies the login check before the 404 check', async () => {
    await expect(resolve({ pathname: '/no-such-page', storedUser: null })).resolves.toMatchObject({
      kind: 'redirect',
      reason: 'login',
    });
  });

  it('4. raises an error for a malformed access token', async () => {
    const decision = await resolve({ storedUser: user({ access_token: 'not-a-jwt' }) });
    expect(decision.kind).toBe('error');
  });

  it('5. follows an internal redirect rule', async () => {
    const lookupRedirect = vi.fn(async () => ({ to: '/sales-overview', external: false }));
    await expect(resolve({ pathname: '/old-overview', lookupRedirect })).resolves.toEqual({
      kind: 'redirect',
      to: '/sales-overview',
      external: false,
      reason: 'rule',
    });
    expect(lookupRedirect).toHaveBeenCalledWith('/old-overview');
  });

  it('5. follows an external redirect rule', async () => {
    const lookupRedirect = async () => ({ to: 'https://help.example.com', external: true });
    await expect(resolve({ pathname: '/help', lookupRedirect })).resolves.toMatchObject({
      kind: 'redirect',
      to: 'https://help.example.com',
      external: true,
    });
  });

  it('5. continues when the lookup fails or finds nothing', async () => {
    const failing = async () => {
      throw new Error('offline');
    };
    await expect(
      resolve({ pathname: '/team', storedUser: user({ access: 3 }), lookupRedirect: failing }),
    ).resolves.toMatchObject({
      kind: 'allow',
      route: { name: 'team' },
    });
  });

  it.each([
    '/team/member/overview/abc',
    '/team/member/overview/0',
    '/recordings/-1',
    '/goals-quotas/1.5',
  ])('6. the validate hook turns %s into a 404', async (pathname) => {
    await expect(resolve({ pathname, storedUser: user({ access: 2 }) })).resolves.toEqual({
      kind: 'not-found',
      path: pathname,
    });
  });

  it('6. accepts valid parameters', async () => {
    await expect(
      resolve({ pathname: '/team/product/overview/12', storedUser: user({ access: 2 }) }),
    ).resolves.toMatchObject({
      kind: 'allow',
      params: { product_id: '12' },
    });
  });

  it('7. an unmatched path is a 404 with its path', async () => {
    await expect(resolve({ pathname: '/no-such-page' })).resolves.toEqual({
      kind: 'not-found',
      path: '/no-such-page',
    });
  });

  it('route middleware: an employee opening /team goes to /', async () => {
    await expect(
      resolve({ pathname: '/team', storedUser: user({ access: 4 }) }),
    ).resolves.toMatchObject({
      kind: 'redirect',
      to: '/',
      reason: 'forbidden',
    });
  });

  it('route middleware: admin only, netrevenue client', async () => {
    await expect(
      resolve({ pathname: '/settings/billing', storedUser: user({ access: 3 }) }),
    ).resolves.toMatchObject({
      reason: 'forbidden',
    });
    await expect(
      resolve({ pathname: '/settings/billing', storedUser: user({ access: 2 }) }),
    ).resolves.toMatchObject({
      kind: 'allow',
    });
    await expect(
      resolve({ pathname: '/leaderboard', storedUser: user({ is_netrevenue_client: false }) }),
    ).resolves.toMatchObject({ reason: 'forbidden' });
    await expect(resolve({ pathname: '/leaderboard' })).resolves.toMatchObject({ kind: 'allow' });
  });

  it('matches static segments before parameters', async () => {
    await expect(
      resolve({ pathname: '/goals-quotas/admin', storedUser: user({ access: 3 }) }),
    ).resolves.toMatchObject({
      route: { name: 'goals-quotas-admin' },
    });
  });
});
