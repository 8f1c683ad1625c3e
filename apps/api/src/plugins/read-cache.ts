import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createBoundedAnswers } from './bounded-answers.ts';
import { dataChangedChannel } from './person-lookup.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * A GET whose 200 answer depends only on the stored data, the signed-in person and the
     * URL (no clock, no headers set by the handler): the embedded server may send it again
     * until the next committed write. See read-cache.ts.
     */
    readCache?: boolean;
  }
}

/**
 * What the cache may hold: 5,000 answers and 16 MB of JSON together, the oldest going first,
 * and no answer over 1 MB. A person's product list on the benchmark dataset is ≈ 200 kB, so
 * entries alone let 500 people hold 100 MB of a server meant to stay under 500 MB (issue 29).
 */
const bounds = { maxEntries: 5_000, maxChars: 16 * 1024 * 1024, maxAnswerChars: 1024 * 1024 };

type Pending = { key: string; generation: number };
const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * Replays the answers of `config: { readCache: true }` routes on the embedded engine until
 * anything is written. Every table announces its committed changes on `data_changed`
 * (migration 0004), which PGlite delivers before the writing statement returns, so the cache
 * is empty again before any write is acknowledged: an answer replayed is exactly what the
 * handler would compute now. Keyed by person and URL; share links and anonymous callers are
 * never served from it. The principal is still resolved (person-lookup.ts) and the rate limit
 * still counts before a replay. On PostgreSQL there is no cache: other instances write too.
 */
export const readCachePlugin = fp(
  async (app) => {
    const { listen } = app.db;
    if (!listen) return;
    const answers = createBoundedAnswers(bounds);
    let generation = 0;
    const stop = await listen(dataChangedChannel, () => {
      generation += 1;
      answers.clear();
    });
    app.addHook('onClose', stop);

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.config.readCache !== true) return;
      const principal = request.principal;
      if (principal?.kind !== 'user') return;
      const key = `${principal.userId} ${request.url}`;
      const answer = answers.get(key);
      if (answer) {
        return reply.header('content-type', answer.contentType).send(answer.payload);
      }
      pending.set(request, { key, generation });
    });

    // Runs before the route-level compression hook: the payload is still the JSON text.
    app.addHook('onSend', async (request, reply, payload) => {
      const miss = pending.get(request);
      if (
        miss &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        miss.generation === generation
      ) {
        answers.set(miss.key, {
          payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        });
      }
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['db', 'auth'] },
);
