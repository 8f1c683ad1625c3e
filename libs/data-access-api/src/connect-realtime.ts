import {
  joinGroupEvent,
  realtimeEventSchemas,
  socketAuthErrorSchema,
  socketConstants,
  type RealtimeEventName,
  type RealtimeEventPayloads,
  type SocketHandshakeAuth,
} from '@salesdash/api-contract';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { retryQuery } from './retry-query.ts';

/** The socket's states. */
export type RealtimeState = 'connecting' | 'connected' | 'disconnected';

/** socket.io-client's `io`, injectable for tests. */
export type SocketFactory = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => Socket;

export type RealtimeOptions = {
  /** Where the API serves socket.io: the page's origin unless the API lives elsewhere. */
  origin: string;
  /**
   * The handshake credential, read at every (re)connection: the access token, or a leaderboard
   * share link's token; null means no connection (no user or no token).
   */
  auth: () => SocketHandshakeAuth | null;
  /** The signed-in person, whose organization and own groups are joined after connecting. */
  identity?: { organizationId: number; userId: number };
  /**
   * Renews the session after an authentication error; resolves false when it cannot be
   * renewed (the app signs out), and the socket stays closed.
   */
  renewSession?: () => Promise<boolean>;
  onState: (state: RealtimeState) => void;
  /** Each realtime event whose payload matches its schema. */
  onEvent: <N extends RealtimeEventName>(name: N, payload: RealtimeEventPayloads[N]) => void;
  /** Transport problems, only logged; `console.warn` unless given. */
  log?: (message: string, detail?: unknown) => void;
  /** socket.io-client's `io`; loaded on first use unless given (it is not in the first page). */
  io?: SocketFactory;
  /** The document whose visibility brings the socket back; `document` unless given. */
  visibility?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

export type RealtimeConnection = {
  /** Closes the socket for good and stops every timer. */
  close(): void;
};

const authRetryCodes: ReadonlySet<string> = new Set(['token-expired', 'unauthorized']);

/** The longest pause between two tries to come back (see `comeBack`). */
const realtimeComebackMaxMs = 30_000;

/** Whether a renewal that threw may succeed later: the server was away, not refusing. */
const renewalMayRecover = (problem: unknown) => retryQuery(0, problem);

/**
 * Opens the realtime socket: websocket transport only with the socket constants;
 * after connecting it emits `join_group` with the organization id, then the user id (nothing
 * without an identity: a share link's socket is joined by the server). An authentication
 * error renews the session and retries 2 s later; the server dropping the socket (its token
 * expired, its person's sessions ended, or the server is shutting down) renews 2 s later and
 * retries at once; a session that cannot be renewed stays closed, and a refusal that cannot
 * be renewed (a disabled account, a share link that does not open) is logged and final; other
 * transport errors are only logged and left to socket.io's reconnection (5 attempts, 1 to 5 s
 * apart). Whatever socket.io does not retry itself (a drop by the server, a handshake the
 * server could not take, its 5 attempts used up, a renewal while the server is away) is tried
 * again 2 s later, then twice as long each time up to 30 s, until it connects. When the page
 * becomes visible again the socket reconnects 1 s later if it is disconnected.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const log = options.log ?? ((message, detail) => console.warn(message, detail));
  const visibility = options.visibility ?? document;
  let socket: Socket | null = null;
  let closed = false;
  let refused = false;
  let state: RealtimeState = 'disconnected';
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** Tries to come back since the socket was last connected, and whether one is planned. */
  let comebacks = 0;
  let comebackPlanned = false;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const open = async () => {
    if (closed || socket?.connected || options.auth() === null) {
      if (options.auth() === null) setState('disconnected');
      return;
    }
    setState('connecting');
    if (socket) {
      socket.connect();
      return;
    }
    const io = options.io ?? (await import('socket.io-client')).io;
    if (closed || socket) return;
    socket = io(options.origin, {
      path: socketConstants.path,
      transports: [...socketConstants.transports],
      timeout: socketConstants.timeoutMs,
      reconnectionAttempts: socketConstants.reconnectionAttempts,
      reconnectionDelay: socketConstants.reconnectionDelayMs,
      reconnectionDelayMax: socketConstants.reconnectionDelayMaxMs,
      // Read at every handshake, so a reconnection carries the renewed token.
      auth: (send) => send(options.auth() ?? {}),
    });
    wire(socket);
  };

  /**
   * Renews the session, then runs `next` if it was renewed; nothing without a renewer. A
   * renewal that fails because the server is away (restarting) is tried again later.
   */
  const renewThen = (next: () => void) => {
    if (!options.renewSession) return;
    void options.renewSession().then(
      (renewed) => {
        if (renewed) next();
      },
      (problem: unknown) => {
        log('The session could not be renewed for realtime', problem);
        if (renewalMayRecover(problem)) comeBack(true);
      },
    );
  };

  /**
   * Tries again after a pause that doubles with each try since the last connection (2 s, 4 s
   * … 30 s): the server is away (restarting, or drained behind a load balancer that needs a
   * moment), and asking it a few times a second would not bring it back sooner. With `renew`
   * the session is renewed first, as after any drop by the server.
   */
  const comeBack = (renew: boolean) => {
    if (closed || refused || comebackPlanned) return;
    comebackPlanned = true;
    const pause = Math.min(
      socketConstants.authRetryDelayMs * 2 ** comebacks,
      realtimeComebackMaxMs,
    );
    comebacks += 1;
    later(pause, () => {
      comebackPlanned = false;
      if (closed || refused || socket?.connected) return;
      if (renew && options.renewSession) renewThen(() => void open());
      else void open();
    });
  };

  const wire = (live: Socket) => {
    live.on('connect', () => {
      comebacks = 0;
      setState('connected');
      const { identity } = options;
      if (identity) {
        live.emit(joinGroupEvent, { organization_id: identity.organizationId });
        live.emit(joinGroupEvent, { user_id: identity.userId });
      }
    });
    live.on('disconnect', (reason) => {
      setState('disconnected');
      // The server drops a socket when its access token expires, its person's sessions end
      // (deactivated, demoted, a new password) or it shuts down, and socket.io never retries a
      // drop by the server itself: renew and come back. Waiting 2 s first means the
      // renewal uses the session of that moment: after one's own password change the new
      // session comes with the HTTP answer, which may arrive after the drop, and the ended one
      // cannot be renewed.
      if (reason === 'io server disconnect') comeBack(true);
    });
    live.io.on('reconnect_attempt', () => setState('connecting'));
    live.io.on('reconnect_failed', () => {
      setState('disconnected');
      // socket.io's 5 attempts are spent (a restart takes longer): keep trying, less often.
      comeBack(false);
    });
    live.on('connect_error', (error: Error & { data?: unknown }) => {
      const refusal = socketAuthErrorSchema.safeParse(error.data);
      if (!refusal.success) {
        // A transport problem: socket.io retries by itself (only logged), except
        // when the server answered the handshake with an error of its own (its database was
        // away): then the socket is no longer active and nothing would try again.
        log('The realtime connection failed', error.message);
        if (!live.active) {
          setState('disconnected');
          comeBack(false);
        }
        return;
      }
      setState('disconnected');
      if (authRetryCodes.has(refusal.data.code) && options.renewSession) {
        renewThen(() => later(socketConstants.authRetryDelayMs, () => void open()));
        return;
      }
      // Final (a disabled account, a revoked, expired or wrong share link): logged, and not
      // tried again when the page becomes visible.
      refused = true;
      log('The realtime connection was refused', refusal.data.code);
    });
    for (const [name, schema] of Object.entries(realtimeEventSchemas)) {
      live.on(name, (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) {
          options.onEvent(name as RealtimeEventName, parsed.data as never);
        } else {
          log(`Ignored a malformed ${name} event`, parsed.error);
        }
      });
    }
  };

  const onVisibility = () => {
    if (visibility.visibilityState !== 'visible') return;
    later(socketConstants.visibilityReconnectDelayMs, () => {
      if (!closed && !refused && state === 'disconnected') void open();
    });
  };
  visibility.addEventListener('visibilitychange', onVisibility);

  void open().catch((problem: unknown) => {
    log('The realtime client could not load', problem);
    setState('disconnected');
  });

  return {
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      visibility.removeEventListener('visibilitychange', onVisibility);
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      setState('disconnected');
    },
  };
}
