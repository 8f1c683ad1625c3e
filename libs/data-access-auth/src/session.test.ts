import {
  createFakeApiClient,
  exampleSignedInUser,
  success,
} from '@salesdash/data-access-api/testing';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
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
    const { api, requests } = createFakeApiClient({ 'POST auth/login': success(user) });
    await expect(login(api, { email: 'closer@demo.test', password: 'demo1234' })).resolves.toEqual(
      user,
    );
    expect(requests).toMatchObject([
      {
        method: 'POST',
        path: 'auth/login',
        body: { email: 'closer@demo.test', password: 'demo1234' },
      },
    ]);
  });
});
