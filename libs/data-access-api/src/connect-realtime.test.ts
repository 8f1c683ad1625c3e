import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkErrorCode } from './api-error.ts';
import { connectRealtime, type RealtimeOptions, type RealtimeState } from './connect-realtime.ts';

type Handler = (...args: unknown[]) => void;

/** A socket.io client socket as far as the realtime client uses it. */
function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const managerHandlers = new Map<string, Handler[]>();
  const add = (map: Map<string, Handler[]>) => (name: string, handler: Handler) => {
    map.set(name, [...(map.get(name) ?? []), handler]);
  };
  const socket = {
    options: {} as Record<string, unknown>,
    connected: false,
    active: true,
    emitted: [] as [string, unknown][],
    connects: 0,
    on: add(handlers),
    emit(name: string, payload: unknown) {
      socket.emitted.push([name, payload]);
    },
    connect() {
      socket.connects += 1;
    },
    disconnect() {
      socket.connected = false;
    },
    removeAllListeners() {
      handlers.clear();
    },
    io: { on: add(managerHandlers), removeAllListeners: () => managerHandlers.clear() },
    /** The server's side: fires a client event. */
    fire(name: string, ...args: unknown[]) {
      if (name === 'connect') socket.connected = true;
      if (name === 'disconnect') socket.connected = false;
      for (const handler of handlers.get(name) ?? []) handler(...args);
    },
    /** Fires an event of socket.io's manager (its reconnection). */
    fireManager(name: string, ...args: unknown[]) {
      for (const handler of managerHandlers.get(name) ?? []) handler(...args);
    },
  };
  return socket;
}

const visibility = () => {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = 'visible';
  return target;
};

function start(overrides: Partial<RealtimeOptions> = {}) {
  const socket = fakeSocket();
  const states: RealtimeState[] = [];
  const events: [string, unknown][] = [];
  const logged: string[] = [];
  const io = vi.fn((_url: string, options: Record<string, unknown>) => {
    socket.options = options;
    return socket as unknown as Socket;
  });
  const page = visibility();
  const connection = connectRealtime({
    origin: 'https://app.example.com',
    auth: () => ({ token: 'access-1' }),
    identity: { organizationId: 4, userId: 9 },
    onState: (state) => states.push(state),
    onEvent: (name, payload) => events.push([name, payload]),
    log: (message) => logged.push(message),
    io,
    visibility: page as unknown as Document,
    ...overrides,
  });
  return { socket, states, events, logged, io, page, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectRealtime', () => {
  it('opens no socket without a user or a token', async () => {
    const { io, states } = start({ auth: () => null });
    await vi.runAllTimersAsync();
    expect(io).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });

  it('connects over websocket only with its constants, then joins its organization and itself', async () => {
    const { io, socket, states } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(io).toHaveBeenCalledTimes(1);
    expect(io.mock.calls[0]?.[0]).toBe('https://app.example.com');
    expect(io.mock.calls[0]?.[1]).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      timeout: 10_000,
      reconnectionAttempts: 5,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
    });
    const auth = io.mock.calls[0]?.[1]['auth'] as (send: (data: unknown) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'access-1' });

    socket.fire('connect');
    expect(states).toEqual(['connecting', 'connected']);
    expect(socket.emitted).toEqual([
      ['join_group', { organization_id: 4 }],
      ['join_group', { user_id: 9 }],
    ]);
    socket.fire('disconnect');
    expect(states.at(-1)).toBe('disconnected');
  });

  it('hands on events whose payload matches the contract, and drops the others', async () => {
    const { socket, events, logged } = start();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('leaderboard:changed', { organization_id: 4 });
    socket.fire('leaderboard:changed', { organization_id: 'four' });
    expect(events).toEqual([['leaderboard:changed', { organization_id: 4 }]]);
    expect(logged).toEqual(['Ignored a malformed leaderboard:changed event']);
  });

  it('renews the session after an authentication error and retries 2 s later', async () => {
    let token = 'expired';
    const renewSession = vi.fn(async () => {
      token = 'renewed';
      return true;
    });
    const { socket, states, io } = start({ auth: () => ({ token }), renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire(
      'connect_error',
      Object.assign(new Error('expired'), {
        data: { code: 'token-expired', message: 'The access token has expired' },
      }),
    );
    expect(states.at(-1)).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
    expect(io).toHaveBeenCalledTimes(1);
    const auth = io.mock.calls[0]?.[1]['auth'] as (send: (data: unknown) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'renewed' });
  });

  it('renews and reconnects 2 s after the server drops the socket at its token’s expiry', async () => {
    const renewSession = vi.fn(async () => true);
    const { socket, states } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(states.at(-1)).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(renewSession).not.toHaveBeenCalled();
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(1);
    // A lost transport is socket.io's own to retry: no renewal for it.
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(1);
  });

  it('renews the session of the moment 2 s after a drop: one’s own new password’s, not the ended one', async () => {
    // A password change ends every session and drops the sockets; its own answer, the new
    // session, may reach the page after the drop does.
    let stored = 'ended';
    const renewed: string[] = [];
    const renewSession = vi.fn(async () => {
      renewed.push(stored);
      return stored !== 'ended';
    });
    const { socket } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(500);
    stored = 'new';
    await vi.advanceTimersByTimeAsync(1_500);
    expect(renewed).toEqual(['new']);
    expect(socket.connects).toBe(1);
  });

  it('stays closed after a drop when the session has ended or the account is disabled', async () => {
    const renewSession = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(
        new ApiError({ message: 'disabled', code: 'user-disabled', status: 403 }),
      );
    const { socket } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    for (let drop = 0; drop < 2; drop += 1) {
      socket.fire('connect');
      socket.fire('disconnect', 'io server disconnect');
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewSession).toHaveBeenCalledTimes(2);
  });

  it('comes back after the server shut down: renews 2 s, 4 s, 8 s … later while it is away', async () => {
    const away = new ApiError({ message: 'offline', code: networkErrorCode, status: 0 });
    const unavailable = new ApiError({ message: 'restarting', code: 'unavailable', status: 503 });
    const renewSession = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(away)
      .mockRejectedValueOnce(unavailable)
      .mockResolvedValue(true);
    const { socket, states } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(renewSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(renewSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewSession).toHaveBeenCalledTimes(3);
    expect(socket.connects).toBe(1);
    socket.fire('connect');
    expect(states.at(-1)).toBe('connected');

    // Connected again: the next drop starts from 2 s.
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(renewSession).toHaveBeenCalledTimes(4);
    expect(socket.connects).toBe(2);
  });

  it('tries again when the server could not take the handshake, which socket.io does not', async () => {
    const renewSession = vi.fn(async () => true);
    const { socket, states } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.active = false;
    socket.fire('connect_error', new Error('The server is unavailable; try again shortly'));
    expect(states.at(-1)).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
    socket.fire('connect_error', new Error('The server is unavailable; try again shortly'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    // Its token was fine: nothing to renew.
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('keeps trying after socket.io’s five attempts, at most 30 s apart', async () => {
    const { socket, states } = start();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    const pauses = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [tried, pause] of pauses.entries()) {
      socket.fireManager('reconnect_failed');
      expect(states.at(-1)).toBe('disconnected');
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(socket.connects).toBe(tried);
      await vi.advanceTimersByTimeAsync(1);
      expect(socket.connects).toBe(tried + 1);
    }
  });

  it('stays closed when the session cannot be renewed, or the account is disabled', async () => {
    const renewSession = vi.fn(async () => false);
    const { socket } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire(
      'connect_error',
      Object.assign(new Error('no'), {
        data: { code: 'user-disabled', message: 'disabled' },
      }),
    );
    socket.fire(
      'connect_error',
      Object.assign(new Error('no'), {
        data: { code: 'unauthorized', message: 'no' },
      }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(0);
  });

  it("opens a share link's socket with its token and joins nothing itself", async () => {
    const { io, socket, states, events } = start({
      auth: () => ({ shareToken: 'share-tok' }),
      identity: undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    const auth = io.mock.calls[0]?.[1]['auth'] as (send: (data: unknown) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ shareToken: 'share-tok' });
    socket.fire('connect');
    expect(states).toEqual(['connecting', 'connected']);
    expect(socket.emitted).toEqual([]);
    socket.fire('leaderboard:changed', { organization_id: 4 });
    expect(events).toEqual([['leaderboard:changed', { organization_id: 4 }]]);
  });

  it.each([
    'share-link-revoked',
    'share-link-expired',
    'share-link-invalid',
    'share-link-no-socket',
  ])('logs a %s refusal and leaves it there, even when the page is shown again', async (code) => {
    const { socket, states, logged, page } = start({
      auth: () => ({ shareToken: 'share-tok' }),
      identity: undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    socket.active = false;
    socket.fire('connect_error', Object.assign(new Error('no'), { data: { code, message: 'no' } }));
    expect(states.at(-1)).toBe('disconnected');
    expect(logged).toEqual(['The realtime connection was refused']);
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.connects).toBe(0);
  });

  it('only logs transport errors, leaving the retries to socket.io', async () => {
    const renewSession = vi.fn(async () => true);
    const { socket, logged } = start({ renewSession });
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect_error', new Error('websocket error'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(logged).toEqual(['The realtime connection failed']);
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('reconnects 1 s after the page becomes visible again, if disconnected', async () => {
    const { socket, page } = start();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.connects).toBe(0);

    socket.fire('disconnect');
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.connects).toBe(0);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
  });

  it('closes for good: no reconnection, no more states', async () => {
    const { socket, page, connection, states } = start();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    connection.close();
    expect(states.at(-1)).toBe('disconnected');
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket.connects).toBe(0);
  });
});
