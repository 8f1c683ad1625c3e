import type { AccessLevel, SocketAuthError } from '@salesdash/api-contract';
// eslint-disable-next-line no-restricted-imports -- the API's tests and bench are socket.io clients of the server, not web code
import { io, type Socket } from 'socket.io-client';
import type { App } from '../app.ts';
import { signAccessToken } from '../security/access-token.ts';

export type { Socket as ClientSocket };

/** `http://127.0.0.1:<port>` of the app, listening on an ephemeral port first if need be. */
export async function listeningUrl(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

/** A socket.io client as the web app opens it (websocket only), not yet connected. */
export function clientSocket(
  baseUrl: string,
  auth: Record<string, string> | undefined,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Socket {
  return io(baseUrl, {
    path: '/socket.io',
    transports,
    ...(auth ? { auth } : {}),
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    timeout: 10_000,
  });
}

/** Connects; resolves with the socket, or rejects with the `connect_error`'s data. */
export function connect(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: SocketAuthError }) => {
      socket.close();
      reject(Object.assign(new Error(error.message), { data: error.data }));
    });
    socket.connect();
  });
}

/** The `connect_error` data of a handshake that must fail. */
export async function refusal(socket: Socket): Promise<SocketAuthError | undefined> {
  try {
    await connect(socket);
  } catch (error) {
    return (error as { data?: SocketAuthError }).data;
  }
  socket.close();
  throw new Error('the handshake was accepted');
}

/** The payloads of `event` the socket receives from now on. */
export function recordEvents(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

/** Resolves with the next payload of `event`, or rejects after `timeoutMs`. */
export function nextEvent(socket: Socket, event: string, timeoutMs = 5_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Waits long enough for an event that must not come to have arrived if it were sent. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signed-in person's socket on `baseUrl`, connected and joined to their organization's and
 * their own group, as the web client does after connecting.
 */
export async function connectAs(
  baseUrl: string,
  user: { userId: number; organizationId: number; access: AccessLevel; uid: string; email: string },
  secret: string,
): Promise<Socket> {
  const socket = await connect(
    clientSocket(baseUrl, { token: await signAccessToken(user, secret) }),
  );
  for (const group of [{ organization_id: user.organizationId }, { user_id: user.userId }]) {
    const ack = (await socket.emitWithAck('join_group', group)) as { ok: boolean };
    if (!ack.ok) throw new Error(`join_group ${JSON.stringify(group)} was refused`);
  }
  return socket;
}
