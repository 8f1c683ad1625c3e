import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { followDataChanges } from '../db/data-change-versions.ts';
import { createBoundedAnswers } from './bounded-answers.ts';
import { unreadByCachedAnswers } from './read-cache-unread.ts';

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
    /**
     * Tables this route's answers never read, besides those no cached answer reads
     * (read-cache-unread.ts): a write to them leaves its answers kept. read-cache-unread.test.ts
     * checks both lists against the tables a fresh answer scans.
     */
    readCacheUnread?: readonly string[];
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

type Pending = { key: string; organizationId: number; stamp: number; unread: ReadonlySet<string> };
const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * Replays the answers of `config: { readCache }` routes until something they read is written.
 * Every table announces its committed changes on `data_changed`, saying which table and which
 * organizations (functions/notify_data_changed.sql); PGlite delivers the notification before
 * the writing statement returns, so an answer it makes stale is never replayed after the write
 * is acknowledged: an answer replayed is exactly what the handler would compute now. On
 * PostgreSQL this process's own writes are heard before they resolve too, another instance's
 * when its notification arrives, milliseconds after its commit (postgres-changes.ts).
 *
 * Each answer keeps the version stamp of its organization's tables it may read (every table
 * but the route's `readCacheUnread` and read-cache-unread.ts's), taken before it was computed,
 * and is replayed only while the stamp is unchanged: a write of another organization, or to a
 * table it does not read, leaves it kept (docs/decisions/0069-scoped-read-invalidation.md).
 * Keyed by organization, person and URL (and the quarter-hour for `'day'`); share links and
 * anonymous callers are never served from it. The principal is still resolved
 * (person-lookup.ts) and the rate limit still counts before a replay.
 */
export const readCachePlugin = fp(
  async (app) => {
    const following = await followDataChanges(app.db);
    if (!following) return;
    const { versions } = following;
    app.addHook('onClose', following.stop);
    const answers = createBoundedAnswers(bounds);
    const unreadOf = new Map<string, ReadonlySet<string>>();
    const unreadFor = (request: FastifyRequest) => {
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      let unread = unreadOf.get(route);
      if (!unread) {
        const own = request.routeOptions.config.readCacheUnread ?? [];
        unreadOf.set(route, (unread = new Set([...unreadByCachedAnswers, ...own])));
      }
      return unread;
    };

    // Before validation and the fair queue's turn (preHandler): a replay costs nothing to wait
    // for, and only answers to URLs that passed validation are kept.
    app.addHook('preValidation', async (request, reply) => {
      const mode = request.routeOptions.config.readCache;
      if (request.method !== 'GET' || (mode !== true && mode !== 'day')) return;
      const principal = request.principal;
      if (principal?.kind !== 'user') return;
      const { organizationId } = principal;
      const clock = mode === 'day' ? ` ${Math.floor(Date.now() / quarterHourMs)}` : '';
      const key = `${organizationId} ${principal.userId} ${request.url}${clock}`;
      const unread = unreadFor(request);
      const stamp = versions.stamp(organizationId, unread);
      const answer = answers.get(key);
      if (answer?.stamp === stamp) {
        return reply.header('content-type', answer.contentType).send(answer.payload);
      }
      pending.set(request, { key, organizationId, stamp, unread });
    });

    // Runs before the route-level compression hook: the payload is still the JSON text.
    app.addHook('onSend', async (request, reply, payload) => {
      const miss = pending.get(request);
      if (
        miss &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        // Nothing it may have read was written while it was computed.
        versions.stamp(miss.organizationId, miss.unread) === miss.stamp
      ) {
        answers.set(miss.key, {
          payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          stamp: miss.stamp,
        });
      }
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['db', 'auth'] },
);
