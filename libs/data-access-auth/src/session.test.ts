import { exampleSignedInUser } from '@salesdash/api-contract';
import { createApiClient } from '@salesdash/data-access-api';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './login.ts';
import { readStoredUser } from './read-stored-user.ts';
import { sessionAtom } from './session-atom.ts';
import { signOut } from './sign-out.ts';

const user = exampleSignedInUser();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessionAtom', () => {
  it('reads the stored user from the `user` key', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredUser()).toEqual(user);
  });

  it('ignores a stored value that is not a signed-in user', () => {
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '{"user_id":"x"}');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', 'not json');
    expect(readStoredUser()).toBeNull();
  });

  it('persists a set user under `user`', () => {
    const store = createStore();
    store.set(sessionAtom, user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });
});

describe('signOut', () => {
  it('clears the user and keeps other keys', () => {
    const store = createStore();
    store.set(sessionAtom, user);
    localStorage.setItem('leaderboard.period.mode', 'monthly');
    signOut(store);
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('leaderboard.period.mode')).toBe('monthly');
  });

  it('with wipeOut clears stale state but keeps the colour mode', () => {
    const store = createStore();
    store.set(sessionAtom, user);
    localStorage.setItem('leaderboard.period.mode', 'monthly');
    localStorage.setItem('color-mode', '"dark"');
    sessionStorage.setItem('x', '1');
    signOut(store, { wipeOut: true });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('leaderboard.period.mode')).toBeNull();
    expect(localStorage.getItem('color-mode')).toBe('"dark"');
    expect(sessionStorage.length).toBe(0);
  });

  it('with wipeOut keeps the sessionStorage keys the caller names', () => {
    sessionStorage.setItem('chunk-reload:/login', '1700000000000');
    sessionStorage.setItem('stale', '1');
    signOut(createStore(), {
      wipeOut: true,
      keepSessionKey: (key) => key.startsWith('chunk-reload:'),
    });
    expect(sessionStorage.getItem('chunk-reload:/login')).toBe('1700000000000');
    expect(sessionStorage.getItem('stale')).toBeNull();
  });
});

describe('login', () => {
  it('posts the credentials and returns the signed-in user', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      bodies.push(await request.clone().json());
      return new Response(JSON.stringify({ status: 'success', data: user }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => null,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await expect(login(api, { email: 'closer@demo.test', password: 'demo1234' })).resolves.toEqual(
      user,
    );
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/auth/login');
    expect(bodies[0]).toEqual({ email: 'closer@demo.test', password: 'demo1234' });
  });
});
