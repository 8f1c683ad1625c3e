import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';
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

/** Whose turn a request takes: a person, a share link, or else its address. */
function callerKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind === 'user') return `user:${principal.userId}`;
  if (principal?.kind === 'share') return `share:${principal.shareId}`;
  return `address:${request.ip}`;
}

/**
 * Fair turns for the routes that say `config: { fairRead: true }` (issue 26, point 5). PGlite
 * runs one query at a time on the server's only thread, so twenty slow reads from one caller
 * put everyone's cheap requests behind them. Here each caller (person or share link) gets at
 * most 4 reads in flight and 8 more waiting in a queue of its own, past which it is answered
 * 429 with Retry-After; a shared slot goes to the caller served longest ago, and only
 * `concurrency` expensive reads work at once. Runs after validation and the read cache (a bad
 * or replayed request never waits). A read's shared slot is freed once its answer is written
 * (for a download, once its first rows are read: the rest are small batches), its caller's
 * slot when the connection is done with it.
 */
export const fairReadsPlugin = fp<FairReadsOptions>(
  async (app, options) => {
    const queue = new FairQueue({
      concurrency: options.concurrency,
      perCaller: fairReadsPerCaller,
      queueLength: fairReadsQueueLength,
    });
    const tickets = new WeakMap<FastifyRequest, FairTicket>();

    app.addHook('preHandler', async (request, reply) => {
      const fairRead = request.routeOptions.config.fairRead;
      if (!(typeof fairRead === 'function' ? fairRead(request) : fairRead === true)) return;
      const ticket = queue.enter(callerKey(request));
      if (!ticket) {
        throw Object.assign(
          new ApiError(
            429,
            'too-many-requests',
            `Too many expensive requests at once, retry in ${retryAfterSeconds} second`,
          ),
          { retryAfter: retryAfterSeconds },
        );
      }
      // The answer sent (onResponse) or the client gone ('close'), whichever comes first.
      reply.raw.once('close', ticket.leave);
      tickets.set(request, ticket);
      try {
        await ticket.turn;
      } catch {
        throw new ApiError(408, 'request-timeout', 'The request was cancelled while it waited');
      }
    });

    app.addHook('onSend', async (request, _reply, payload) => {
      tickets.get(request)?.finish();
      return payload;
    });
    app.addHook('onResponse', async (request) => {
      tickets.get(request)?.leave();
    });
  },
  { name: 'fair-reads', dependencies: ['auth', 'read-cache'] },
);
