import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dataChangedChannel } from '../db/data-changed-channel.ts';
import { createBoundedAnswers } from './bounded-answers.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * A GET whose 200 answer depends only on the stored data, the signed-in person and the
     * URL (no headers set by the handler): the embedded server may send it again until the
     * next committed write. `true`: no clock either. `'day'`: also on the current day in the
     * organization's timezone (the calls not updated, this month's commission), so a replay
     * stays within the quarter-hour it was computed in. See read-cache.ts.
     */
    readCache?: boolean | 'day';
  }
}

/**
 * What the cache may hold: 5,000 answers and 16 MB of JSON together, the oldest going first,
 * and no answer over 1 MB. A person's product list on the benchmark dataset is ≈ 200 kB, so
 * entries alone let 500 people hold 100 MB of a server meant to stay under 500 MB.
 */
const bounds = { maxEntries: 5_000, maxChars: 16 * 1024 * 1024, maxAnswerChars: 1024 * 1024 };

/**
 * Every timezone's offset from UTC is a whole number of quarter-hours (+05:45, +12:45 …), so
 * no organization's day changes within one UTC quarter-hour: an answer that depends on "today"
 * may be replayed within the quarter-hour it was computed in.
 */
const quarterHourMs = 15 * 60_000;

type Pending = { key: string; generation: number };
const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * Replays the answers of `config: { readCache }` routes until anything is written. Every table
 * announces its committed changes on `data_changed` (migration 0004), which PGlite delivers
 * before the writing statement returns, so the cache is empty again before any write is
 * acknowledged: an answer replayed is exactly what the handler would compute now. On
 * PostgreSQL this process's own writes clear it before they resolve, another instance's when
 * its notification arrives, milliseconds after its commit (postgres-changes.ts). Keyed by
 * person and URL (and the quarter-hour for `'day'`); share links and anonymous callers are
 * never served from it. The principal is still resolved (person-lookup.ts) and the rate limit
 * still counts before a replay.
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

    // Before validation and the fair queue's turn (preHandler): a replay costs nothing to wait
    // for, and only answers to URLs that passed validation are kept.
    app.addHook('preValidation', async (request, reply) => {
      const mode = request.routeOptions.config.readCache;
      if (request.method !== 'GET' || (mode !== true && mode !== 'day')) return;
      const principal = request.principal;
      if (principal?.kind !== 'user') return;
      const clock = mode === 'day' ? ` ${Math.floor(Date.now() / quarterHourMs)}` : '';
      const key = `${principal.userId} ${request.url}${clock}`;
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
