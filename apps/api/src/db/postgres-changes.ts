import type pg from 'pg';

type PgModule = typeof pg;

/**
 * How long a lost listening connection waits before each try to come back: soon at first (a
 * restart is over in a second or two), then twice as long each time, so a server that stays
 * down is not asked several times a second.
 */
export const listenRetryMs = { first: 250, max: 10_000 };
/** The longest a try to open the listening connection may take. */
const connectTimeoutMs = 5_000;
/** While no notification can arrive, how often the caches start over anyway. */
const blindClearMs = 50;

/** A statement that changes nothing by itself (a savepoint's rollback undoes, it does not end). */
const readOnly =
  /^\s*(select|show|explain|set|reset|listen|unlisten|savepoint|release|rollback\s+(work\s+|transaction\s+)?to)\b/i;
const starts = /^\s*(begin|start)\b/i;
const commits = /^\s*(commit|end)\b/i;
/** Ends the transaction: a commit, or a rollback of all of it (not `ROLLBACK TO SAVEPOINT`). */
const ends = /^\s*(commit|end|abort|rollback(?!\s+(work\s+|transaction\s+)?to\b))\b/i;

/**
 * What this process's caches need from PostgreSQL: a signal each time the stored data may have
 * changed. Two sources:
 *
 * - this process's own writes, seen on its pooled connections: a change counts once it is
 *   committed (an autocommit statement resolves, a transaction's COMMIT resolves), before the
 *   route that made it answers, so an instance always reads its own writes;
 * - every other writer (another instance, a script): the `data_changed` notification of the
 *   tables' statement triggers (migration 0004), which arrives on a listening connection of its
 *   own a few milliseconds after the commit. Until it arrives, another instance may replay an
 *   answer from before that write.
 *
 * When the listening connection is lost (PostgreSQL restarted), nothing could tell a change:
 * the caches start over at once and every 50 ms until it is back, and once more when it is,
 * so no answer outlives a blind spot by more. It comes back by itself, retrying sooner first.
 */
export function createPostgresChanges(pgModule: PgModule, url: string, channel: string) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let listening: pg.Client | undefined;
  let blind: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let retryMs = listenRetryMs.first;

  const goBlind = () => {
    changed();
    blind ??= setInterval(changed, blindClearMs).unref();
  };
  const retry = () => {
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, listenRetryMs.max);
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pgModule.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) changed();
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed || listening !== client) return;
      listening = undefined;
      goBlind();
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      await client.end().catch(() => undefined);
      retry();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = client;
    retryMs = listenRetryMs.first;
    if (blind) clearInterval(blind);
    blind = undefined;
    // Whatever happened while nobody listened: every cached answer may have missed a change.
    changed();
  };

  return {
    /** Watches a pooled connection's statements for this process's own committed writes. */
    watch(client: pg.PoolClient) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      let inTransaction = false;
      let wrote = false;
      const settle = (text: string) => {
        if (/;\s*\S/.test(text)) {
          // Several statements at once (maintenance, a script): whatever they did is over.
          changed();
          inTransaction = false;
        } else if (starts.test(text)) {
          inTransaction = true;
          wrote = false;
        } else if (ends.test(text)) {
          if (wrote && commits.test(text)) changed();
          inTransaction = false;
          wrote = false;
        } else if (!readOnly.test(text)) {
          if (inTransaction) wrote = true;
          else changed();
        }
      };
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const [first] = args;
        const text =
          typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '');
        // pg-pool's own query() passes a callback; drizzle awaits the promise.
        const last = args.at(-1);
        if (typeof last === 'function') {
          const callback = last as (...results: unknown[]) => void;
          return query(...args.slice(0, -1), (...results: unknown[]) => {
            settle(text);
            callback(...results);
          });
        }
        const result = query(...args);
        if (result instanceof Promise) return result.finally(() => settle(text));
        settle(text);
        return result;
      };
    },
    /** Starts the listening connection (blind, clearing, until it is up). */
    async start() {
      goBlind();
      await connect();
    },
    /** Calls `onChange` at each possible change; resolves to a function that stops it. */
    listen(onChange: () => void): () => Promise<void> {
      listeners.add(onChange);
      return async () => {
        listeners.delete(onChange);
      };
    },
    async close() {
      closed = true;
      if (blind) clearInterval(blind);
      blind = undefined;
      await listening?.end().catch(() => undefined);
    },
  };
}
