import type { RealtimeOptions } from '@salesdash/data-access-api';
import { createFakeApiClient, exampleSignedInUser } from '@salesdash/data-access-api/testing';
import {
  readStoredUser,
  realtimeStateAtom,
  refreshStoredSession,
  sessionAtom,
  sessionStorageKey,
} from '@salesdash/data-access-auth';
import { toast } from '@salesdash/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchRealtime } from './watch-realtime.ts';

const connections: { options: RealtimeOptions; close: ReturnType<typeof vi.fn> }[] = [];
const connect = (options: RealtimeOptions) => {
  const close = vi.fn();
  connections.push({ options, close });
  return { close };
};

beforeEach(() => {
  connections.length = 0;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

function watch(signedIn = true) {
  const user = exampleSignedInUser();
  if (signedIn) localStorage.setItem(sessionStorageKey, JSON.stringify(user));
  const store = createStore();
  if (signedIn) store.set(sessionAtom, user);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const stop = watchRealtime({
    api: createFakeApiClient({}).api,
    store,
    queryClient,
    origin: 'https://app.example.com',
    sessionAtom,
    readStoredUser,
    refreshStoredSession,
    connect,
  });
  return { user, store, invalidate, stop };
}

describe('watchRealtime', () => {
  it('opens no socket signed out, one at sign-in, and closes it at sign-out', () => {
    const { store, stop } = watch(false);
    expect(connections).toEqual([]);
    const user = exampleSignedInUser();
    localStorage.setItem(sessionStorageKey, JSON.stringify(user));
    store.set(sessionAtom, user);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.options.identity).toEqual({
      organizationId: user.organization_id,
      userId: user.user_id,
    });
    expect(connections[0]?.options.auth()).toEqual({ token: user.access_token });
    // A renewed token is the same person: the socket stays.
    store.set(sessionAtom, { ...user, access_token: 'renewed' });
    expect(connections).toHaveLength(1);
    store.set(sessionAtom, null);
    expect(connections[0]?.close).toHaveBeenCalled();
    stop();
  });

  it('refreshes what an event makes stale, toasts a notification and keeps the state', () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const { store, invalidate, stop } = watch();
    const options = connections[0]?.options;
    if (!options) throw new Error('no connection');

    options.onState('connected');
    expect(store.get(realtimeStateAtom)).toBe('connected');

    options.onEvent('transaction:changed', {
      organization_id: 1,
      transaction_id: 3,
      user_id: 7,
      setter_id: null,
      transaction_status: 'approved',
      change: 'status',
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['metrics'],
      ['sales'],
    ]);
    options.onEvent('notification:new', {
      notification_id: 1,
      type: 'commission-approved',
      title: 'Your commission request was approved',
      body: '',
      link: null,
      is_read: false,
      created_at: '2026-11-24T10:00:00.000Z',
    });
    expect(info).toHaveBeenCalledWith('Your commission request was approved', expect.anything());
    stop();
    expect(connections[0]?.close).toHaveBeenCalled();
  });
});
