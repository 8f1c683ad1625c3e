import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';
import { FairQueue, type FairTicket } from './fair-queue.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * An expensive read (a team view, a searched list, a download): it waits for its turn
     * among every caller's, see fair-reads.ts. Declare 429 among its responses.
     */
    fairRead?: boolean | ((request: FastifyRequest) => boolean);
  }
}

export type FairReadsOptions = {
  /** Expensive reads working at once over every caller. */
  concurrency: number;
};

/** What a caller's own first screen fans out at once: `/team` sends 4 team reads. */
export const fairReadsPerCaller = 4;
/** A caller's reads waiting beyond those before it is answered 429. */
export const fairReadsQueueLength = 8;
/** Seconds a refused caller is told to wait: its queue drains within about that. */
const retryAfterSeconds = 1;

/** Whether the route of `request` said it is an expensive read. */
function isFairRead(request: FastifyRequest): boolean {
  const fairRead = request.routeOptions.config.fairRead;
  return typeof fairRead === 'function' ? fairRead(request) : fairRead === true;
}

/** Whose turn a request takes: a person, a share link, an API key, or else its address. */
function callerKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind === 'user') return `user:${principal.userId}`;
  if (principal?.kind === 'share') return `share:${principal.shareId}`;
  if (principal?.kind === 'api-key') return `api-key:${principal.apiKeyId}`;
  return `address:${request.ip}`;
}

/**
 * Fair turns for the routes that say `config: { fairRead: true }`
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md). PGlite runs one query at a time on
 * the server's only thread, so twenty slow reads from one caller put everyone's cheap requests
 * behind them. Here each caller (person or share link) gets at
 * most 4 reads in flight and 8 more waiting in a queue of its own, past which it is answered
 * 429 with Retry-After; a shared slot goes to the caller served longest ago, and only
 * `concurrency` expensive reads work at once. A request waits in preHandler, after validation
 * (a bad one never waits); no such route is read-cached. A read's shared slot is freed once
 * its answer is written (a download's once its first rows are read: the rest are small
 * batches), its caller's slot when the connection is done with it. On the embedded database
 * the expensive reads' queries also run at background priority (db/query-priority.ts): they
 * wait while any other request is in flight, so a dashboard waits at most for the one query
 * already running.
 */
export const fairReadsPlugin = fp<FairReadsOptions>(
  async (app, options) => {
    const queue = new FairQueue({
      concurrency: options.concurrency,
      perCaller: fairReadsPerCaller,
      queueLength: fairReadsQueueLength,
    });
    const tickets = new WeakMap<FastifyRequest, FairTicket>();

    const priority = app.db.priority;
    const interactive = new WeakMap<IncomingMessage, () => void>();
    if (priority) {
      // A request is interactive from the moment Node parses it, before any hook (the rate
      // limit and auth wait on crypto and queries), until its answer is sent or its client has
      // gone; an expensive read stops being so once it takes its turn (preHandler).
      app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const done = priority.interactiveStarted();
        interactive.set(request, done);
        response.once('close', done);
      });
      // Hooks may run in the context of the previous request on a keep-alive connection.
      app.addHook('onRequest', (_request, _reply, next) => {
        priority.inForeground(() => next());
      });
    }
    // Callback style: the handler runs from `done`, so inside the background priority.
    app.addHook('preHandler', (request, reply, done) => {
      if (!isFairRead(request)) {
        done();
        return;
      }
      const ticket = queue.enter(callerKey(request));
      if (!ticket) {
        done(
          Object.assign(
            new ApiError(
              429,
              'too-many-requests',
              `Too many expensive requests at once, retry in ${retryAfterSeconds} second`,
            ),
            { retryAfter: retryAfterSeconds },
          ),
        );
        return;
      }
      // The answer sent (onResponse) or the client gone ('close'), whichever comes first.
      reply.raw.once('close', ticket.leave);
      tickets.set(request, ticket);
      interactive.get(request.raw)?.();
      ticket.turn.then(
        () => (priority ? priority.inBackground(() => done()) : done()),
        () =>
          done(new ApiError(408, 'request-timeout', 'The request was cancelled while it waited')),
      );
    });

    app.addHook('onSend', async (request, _reply, payload) => {
      tickets.get(request)?.finish();
      return payload;
    });
    app.addHook('onResponse', async (request) => {
      tickets.get(request)?.leave();
      interactive.get(request.raw)?.();
    });
  },
  { name: 'fair-reads', dependencies: ['db'] },
);
