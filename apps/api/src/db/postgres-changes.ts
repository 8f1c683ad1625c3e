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

/**
 * What this process's caches need from PostgreSQL: a signal each time the stored data may have
 * changed. Two sources:
 *
 * - this process's own writes: each pooled connection listens too, and PostgreSQL sends a
 *   session the notifications of its own commit before the commit's reply (ReadyForQuery), so
 *   they are heard before the statement or COMMIT that made them resolves, before the route
 *   answers: an instance always reads its own writes, as on PGlite. A connection keeps only its
 *   own (the listening connection hears the others);
 * - every other writer (another instance, a script): the `data_changed` notification of the
 *   tables' triggers (functions/notify_data_changed.sql), which arrives on a listening
 *   connection of its own a few milliseconds after the commit. Until it arrives, another
 *   instance may replay an answer from before that write.
 *
 * Each notification's payload says what changed (data-change-versions.ts); a blind spot's
 * signal has none, meaning anything may have.
 *
 * When the listening connection is lost (PostgreSQL restarted), nothing could tell a change:
 * the caches start over at once and every 50 ms until it is back, and once more when it is,
 * so no answer outlives a blind spot by more. It comes back by itself, retrying sooner first.
 */
export function createPostgresChanges(pgModule: PgModule, url: string, channel: string) {
  const listeners = new Set<(payload: string | undefined) => void>();
  const changed = (payload?: string) => {
    for (const listener of listeners) listener(payload);
  };
  /** The backends of this process's pooled connections, which hear their own notifications. */
  const ownBackends = new Set<number>();
  let listening: pg.Client | undefined;
  let blind: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let retryMs = listenRetryMs.first;

  const goBlind = () => {
    changed();
    blind ??= setInterval(() => changed(), blindClearMs).unref();
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
      if (message.channel === channel && !ownBackends.has(message.processId)) {
        changed(message.payload);
      }
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
    /**
     * Makes a pooled connection, just connected, hear its own committed writes; resolves once
     * it listens (the pool's `onConnect`, before it hands the connection out).
     */
    async watch(client: pg.ClientBase): Promise<void> {
      // Set from the server's BackendKeyData on connect; @types/pg does not declare it.
      const backend = (client as unknown as { processID: number | null }).processID;
      if (backend !== null) ownBackends.add(backend);
      client.on('notification', (message) => {
        if (message.channel === channel && message.processId === backend) changed(message.payload);
      });
      client.on('end', () => {
        if (backend !== null) ownBackends.delete(backend);
      });
      await client.query(`LISTEN "${channel}"`);
    },
    /** Starts the listening connection (blind, clearing, until it is up). */
    async start() {
      goBlind();
      await connect();
    },
    /** Calls `onChange` at each possible change; resolves to a function that stops it. */
    listen(onChange: (payload: string | undefined) => void): () => Promise<void> {
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
