/**
 * How the web client's socket behaves: websocket transport only, a 10 s
 * connection timeout, 5 reconnection attempts spaced 1 to 5 s apart, a reconnect 1 s after the
 * page becomes visible again, and a retry 2 s after an authentication error (once the session
 * is renewed). The path is where the API serves socket.io.
 */
export const socketConstants = {
  path: '/socket.io',
  transports: ['websocket'],
  timeoutMs: 10_000,
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
  visibilityReconnectDelayMs: 1_000,
  authRetryDelayMs: 2_000,
} as const;
