import {
  joinGroupEvent,
  joinGroupRequestSchema,
  realtimeErrorEvent,
  realtimeGroups,
  socketConstants,
  type JoinGroupAck,
  type RealtimeError,
} from '@salesdash/api-contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { postgresConnectTimeoutMs } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { ApiError } from '../errors/api-error.ts';
import { createPersonLookup, type PersonLookup } from '../plugins/person-lookup.ts';
import { resolveSharePrincipal, resolveUserPrincipal } from '../plugins/resolve-principal.ts';
import type { UserPrincipal } from '../policy/principal.ts';
import { SocketAuthError, socketPrincipalOf, type SocketPrincipal } from './socket-principal.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The socket.io server at /socket.io (websocket transport only). */
    io: Server;
  }
}

export type SocketServerOptions = {
  jwtSecret: string;
  /** How often a share link's open socket checks that its link still opens (default 60 s). */
  shareRecheckMs?: number;
};

type SocketData = { principal: SocketPrincipal };

/**
 * Resolves once the Postgres adapter holds its listening connection (it opens it in the
 * background; `client.client` is that connection), or false after `timeoutMs`. A server closed
 * before that would leave the connection checked out and its pool's `end()` waiting forever.
 */
async function adapterListening(adapter: unknown, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((adapter as { client?: { client?: unknown } }).client?.client === undefined) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/**
 * The pool as the Postgres adapter uses it (`query`, and `connect` for the one connection it
 * keeps listening), with that connection made safe to lose when PostgreSQL restarts: the
 * adapter only waits for its 'end' to open another, but an 'error' nobody hears on a
 * checked-out connection ends the process, and one never given back keeps its place in the
 * pool, so a few restarts would leave the adapter none.
 */
function adapterPoolOf(pool: pg.Pool, onLost: (error: Error) => void): pg.Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = await pool.connect();
      client.on('error', onLost);
      client.once('end', () => client.release(new Error('the listening connection ended')));
      return client;
    },
  } as unknown as pg.Pool;
}

/**
 * The room every signed-in socket of a person is put in at connection, which the client never
 * joins or hears of: closing it closes all their sockets, on every instance (the adapter
 * carries `disconnectSockets`).
 */
const sessionsRoom = (userId: number) => `sessions:${userId}`;

/**
 * The socket's person as they are now, or the refusal when they no longer may listen: a
 * socket's principal is from its handshake, and a deactivation whose drop did not reach it
 * must not let it join a group.
 */
async function personNow(
  people: PersonLookup,
  user: UserPrincipal,
): Promise<UserPrincipal | RealtimeError> {
  try {
    return await resolveUserPrincipal(people, {
      sub: String(user.userId),
      org: user.organizationId,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      code: error.code === 'user-disabled' ? 'user-disabled' : 'unauthorized',
      message: error.message,
      event: joinGroupEvent,
    };
  }
}

/** Which group a `join_group` message asks for, if the caller may join it. */
function groupFor(user: UserPrincipal, message: unknown): string | RealtimeError {
  const parsed = joinGroupRequestSchema.safeParse(message);
  if (!parsed.success) {
    return {
      code: 'invalid-message',
      message: 'join_group takes { organization_id } or { user_id }',
      event: joinGroupEvent,
    };
  }
  if ('organization_id' in parsed.data) {
    if (parsed.data.organization_id === user.organizationId) {
      return realtimeGroups.organization(user.organizationId);
    }
  } else if (parsed.data.user_id === user.userId) {
    return realtimeGroups.user(user.userId);
  }
  return {
    code: 'group-refused',
    message: 'Only your own organization and your own user can be joined',
    event: joinGroupEvent,
  };
}

/**
 * socket.io on the API's HTTP server at /socket.io, websocket transport only. The handshake
 * is authenticated like an HTTP request (`socket-principal.ts`); a signed-in socket joins the
 * groups it asks for with `join_group` when they are its own organization or itself and its
 * person is still active, and is disconnected when its access token expires, or at once when a
 * change ends its person's access or sessions (`Work.endSessions`), so the client reconnects
 * with a renewed session and the person is checked again. A leaderboard share link's socket is joined to its board's
 * group, may send nothing, and is disconnected once its link no longer opens (checked every
 * `shareRecheckMs`). Every published event is emitted to its group.
 */
export const socketServerPlugin = fp<SocketServerOptions>(
  async (app, options) => {
    const io = new Server<
      Record<string, never>,
      Record<string, never>,
      Record<string, never>,
      SocketData
    >(app.server, {
      path: socketConstants.path,
      transports: [...socketConstants.transports],
      serveClient: false,
      // While the server migrates, a handshake could not read the person: the refused upgrade
      // is a transport error, which the client retries with its backoff.
      allowRequest: (_request, callback) => callback(null, app.readiness.phase() !== 'starting'),
    });
    const people = await createPersonLookup(app.db);

    // Several instances on one PostgreSQL: a broadcast reaches every instance's sockets through
    // LISTEN/NOTIFY (the adapter keeps one connection listening). The embedded engine has one
    // process, so the in-memory adapter is the whole picture there.
    let adapterPool: pg.Pool | undefined;
    if (app.db.kind === 'postgres' && app.db.url) {
      adapterPool = new pg.Pool({
        connectionString: app.db.url,
        max: 3,
        connectionTimeoutMillis: postgresConnectTimeoutMs,
      });
      const lost = (error: Error) =>
        app.log.warn({ err: error }, 'the realtime adapter lost a PostgreSQL connection');
      adapterPool.on('error', lost);
      io.adapter(
        createAdapter(adapterPoolOf(adapterPool, lost), {
          errorHandler: (error) => app.log.error({ err: error }, 'realtime adapter'),
        }),
      );
      if (!(await adapterListening(io.of('/').adapter, 10_000))) {
        app.log.error('the realtime adapter is not listening yet; it keeps trying');
      }
    }

    io.use((socket, next) => {
      socketPrincipalOf(socket.handshake.auth, {
        db: app.db.db,
        people,
        jwtSecret: options.jwtSecret,
      })
        .then((principal) => {
          socket.data.principal = principal;
          next();
        })
        .catch((error: unknown) => {
          if (error instanceof SocketAuthError) next(error);
          else if (isDatabaseUnavailable(error)) {
            // No refusal: the client tries again later, as after any transport problem.
            next(new Error('The server is unavailable; try again shortly'));
          } else {
            app.log.error({ err: error }, 'socket handshake failed');
            next(
              new SocketAuthError('unauthorized', 'The realtime connection could not be opened'),
            );
          }
        });
    });

    io.on('connection', (socket: Socket) => {
      const { principal } = socket.data as SocketData;
      const refuse = (error: RealtimeError, ack?: unknown) => {
        socket.emit(realtimeErrorEvent, error);
        if (typeof ack === 'function') {
          (ack as (answer: JoinGroupAck) => void)({
            ok: false,
            code: error.code,
            message: error.message,
          });
        }
      };
      if (principal.kind === 'board') {
        void socket.join(realtimeGroups.board(principal.share.organizationId));
        // A link revoked, expired or whose creator lost the access it needs stops here too.
        const recheck = setInterval(() => {
          resolveSharePrincipal(app.db.db, principal.shareToken).catch(() =>
            socket.disconnect(true),
          );
        }, options.shareRecheckMs ?? 60_000);
        recheck.unref();
        socket.once('disconnect', () => clearInterval(recheck));
      } else {
        void socket.join(sessionsRoom(principal.user.userId));
        const expiry = setTimeout(
          () => socket.disconnect(true),
          Math.max(0, principal.expiresAtMs - Date.now()),
        );
        expiry.unref();
        socket.once('disconnect', () => clearTimeout(expiry));
      }
      socket.onAny((event: string, ...args: unknown[]) => {
        if (event === joinGroupEvent) return;
        const ack = args.at(-1);
        refuse({ code: 'invalid-message', message: `Unknown message ${event}`, event }, ack);
      });
      socket.on(joinGroupEvent, (message: unknown, ack?: unknown) => {
        if (principal.kind !== 'user') {
          refuse(
            {
              code: 'read-only',
              message: 'A share link’s connection joins no group',
              event: joinGroupEvent,
            },
            ack,
          );
          return;
        }
        personNow(people, principal.user)
          .then((user) => {
            if ('code' in user) {
              refuse(user, ack);
              socket.disconnect(true);
              return;
            }
            const group = groupFor(user, message);
            if (typeof group !== 'string') {
              refuse(group, ack);
              return;
            }
            void socket.join(group);
            if (typeof ack === 'function') {
              (ack as (answer: JoinGroupAck) => void)({ ok: true, group });
            }
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'join_group could not check the person');
            // The client renews its session and reconnects: the check runs again then.
            socket.disconnect(true);
          });
      });
    });

    const unsubscribe = app.realtimeEvents.subscribe((events, endedSessions) => {
      // First: the change that ended someone's access announces nothing more to them.
      for (const userId of endedSessions) io.in(sessionsRoom(userId)).disconnectSockets(true);
      for (const event of events) io.to(event.group).emit(event.name, event.payload);
    });

    app.decorate('io', io as unknown as Server);
    // Open websockets would keep the HTTP server's close() waiting.
    app.addHook('preClose', async () => {
      unsubscribe();
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await people.close();
      io.engine.close();
      await io.of('/').adapter.close();
      await adapterPool?.end();
    });
  },
  { name: 'socket-server', dependencies: ['db', 'realtime'] },
);
