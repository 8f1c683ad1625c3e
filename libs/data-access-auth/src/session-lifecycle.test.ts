import {
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshStoredSession } from './refresh-stored-session.ts';
import { sessionAtom } from './session-atom.ts';
import { signOut } from './sign-out.ts';
import { syncCurrentUser } from './sync-current-user.ts';

const user = exampleSignedInUser();
const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null') as typeof user | null;

beforeEach(() => localStorage.clear());

describe('refreshStoredSession', () => {
  it('sends the latest stored refresh token and stores the rotated session', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    // Another tab rotated the token after this store read it.
    localStorage.setItem('user', JSON.stringify({ ...user, refresh_token: 'latest' }));
    const renewed = { ...user, access_token: 'a.b.c2', refresh_token: 'rotated' };
    const { api, requests } = createFakeApiClient({ 'POST auth/refresh': success(renewed) });
    await expect(refreshStoredSession(api, store)).resolves.toBe('a.b.c2');
    expect(requests[0]?.body).toEqual({ refresh_token: 'latest' });
    expect(stored()?.refresh_token).toBe('rotated');
    expect(store.get(sessionAtom)?.access_token).toBe('a.b.c2');
  });

  it('returns null when the server refuses the token', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { api } = createFakeApiClient({
      'POST auth/refresh': failure(401, 'invalid-credential', 'Your session has ended'),
    });
    await expect(refreshStoredSession(api, store)).resolves.toBeNull();
  });

  it('throws a 503 and keeps the session: the server is restarting, not refusing', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { api } = createFakeApiClient({
      'POST auth/refresh': failure(503, 'unavailable', 'The database cannot be reached'),
    });
    await expect(refreshStoredSession(api, store)).rejects.toMatchObject({ status: 503 });
    expect(store.get(sessionAtom)).toEqual(user);
  });

  it('throws user-disabled so the caller can say why the session ended', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { api } = createFakeApiClient({
      'POST auth/refresh': failure(403, 'user-disabled', 'This account has been disabled'),
    });
    await expect(refreshStoredSession(api, store)).rejects.toMatchObject({ code: 'user-disabled' });
  });

  it('waits for another tab holding the refresh lock and reuses the session it stored', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    // Web Locks: the other tab renews while this one waits, then this one gets the lock.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, task: () => Promise<unknown>) => {
          localStorage.setItem(
            'user',
            JSON.stringify({ ...user, access_token: 'a.b.other-tab', refresh_token: 'other' }),
          );
          return task();
        },
      },
    });
    try {
      const { api, requests } = createFakeApiClient();
      await expect(refreshStoredSession(api, store)).resolves.toBe('a.b.other-tab');
      expect(requests).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('returns null without a stored user, without calling the server', async () => {
    const { api, requests } = createFakeApiClient();
    await expect(refreshStoredSession(api, createStore())).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('signOut with the API client', () => {
  it('clears the session at once and revokes the refresh token in the background', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { api, requests } = createFakeApiClient({ 'POST auth/logout': success({ ok: true }) });
    signOut(store, { api });
    expect(localStorage.getItem('user')).toBeNull();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: 'auth/logout',
      body: { refresh_token: user.refresh_token },
    });
  });

  it('still signs out when the server cannot be reached', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { api } = createFakeApiClient({
      'POST auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(() => signOut(store, { api })).not.toThrow();
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('syncCurrentUser', () => {
  it('updates the stored profile and keeps the tokens', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const { access_token: _a, refresh_token: _r, ...profile } = user;
    const { api } = createFakeApiClient({
      'GET auth/me': success({ ...profile, display_name: 'Renamed' }),
    });
    await expect(syncCurrentUser(api, store, vi.fn())).resolves.toBe('updated');
    expect(stored()).toMatchObject({
      display_name: 'Renamed',
      access_token: user.access_token,
      refresh_token: user.refresh_token,
    });
  });

  it('keeps the very session object when the profile is unchanged, so no screen re-renders', async () => {
    const store = createStore();
    store.set(sessionAtom, { ...user });
    const before = store.get(sessionAtom);
    const { access_token: _a, refresh_token: _r, ...profile } = user;
    const { api } = createFakeApiClient({ 'GET auth/me': success({ ...profile }) });
    await expect(syncCurrentUser(api, store, vi.fn())).resolves.toBe('updated');
    expect(store.get(sessionAtom)).toBe(before);
  });

  it('signs out a deactivated user', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const onDisabled = vi.fn();
    const { api } = createFakeApiClient({
      'GET auth/me': failure(403, 'user-disabled', 'This account has been disabled'),
    });
    await expect(syncCurrentUser(api, store, onDisabled)).resolves.toBe('signed-out');
    expect(onDisabled).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on other failures', async () => {
    const store = createStore();
    store.set(sessionAtom, user);
    const onDisabled = vi.fn();
    const { api } = createFakeApiClient({
      'GET auth/me': failure(500, 'internal', 'Internal Server Error'),
    });
    await expect(syncCurrentUser(api, store, onDisabled)).resolves.toBe('skipped');
    expect(onDisabled).not.toHaveBeenCalled();
    expect(stored()).toEqual(user);
  });
});
