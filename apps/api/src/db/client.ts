import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataChangedChannel } from './data-changed-channel.ts';
import type { PgliteSettings } from './pglite-settings.ts';
import { createPostgresChanges } from './postgres-changes.ts';
import { QueryPriority } from './query-priority.ts';
import { createQueryTiming, type QueryObserver, type QueryTiming } from './query-timing.ts';
import { applyRepeatableMigrations } from './repeatable-migrations.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One handle over either engine, so services and the seed never care which one runs. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The server's connection string (PostgreSQL only), for what needs connections of its own. */
  url?: string;
  /** Raw parameterised SQL; numeric and bigint columns come back as strings. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (DDL, maintenance). */
  exec(text: string): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`; resolves to a function that stops listening.
   * Embedded engine: before the statement (or COMMIT) that sent it resolves, since one process
   * owns the data. PostgreSQL: `data_changed` only (postgres-changes.ts): this process's own
   * committed writes before they resolve, other writers' a few milliseconds after their commit.
   * `payload` is the notification's (for `data_changed`, what changed: data-change-versions.ts);
   * undefined when PostgreSQL's signal cannot tell (a blind spot).
   */
  listen?(
    channel: string,
    onNotify: (payload: string | undefined) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Embedded engine only: which queries go first on its one thread (interactive requests
   * before expensive reads, see query-priority.ts). PostgreSQL runs them side by side.
   */
  priority?: QueryPriority;
  /** Times every query and transaction of this handle for `observer` (/metrics). */
  observeQueries?(observer: QueryObserver): () => void;
  /** The connections and who waits for one (PostgreSQL's pool; PGlite's background queue). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

/**
 * `total` and `idle` connections exist on PostgreSQL only (PGlite is one in-process
 * connection); `waiting` counts queries waiting for a connection, or on PGlite the background
 * queries waiting their turn (query-priority.ts).
 */
export type PoolStats = { total?: number; idle?: number; waiting: number };

/** Times a drizzle handle's transactions as a whole (their statements run on another client). */
function timeTransactions(db: Db, timing: QueryTiming): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<Db['transaction']>) =>
    timing.time('transaction', () => transaction(...args))) as Db['transaction'];
}

export type DatabaseOptions = {
  /** PGlite data directory; ignored when `databaseUrl` is set. `memory://` for tests. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** A PGlite `dumpDataDir()` to start from (tests: a migrated snapshot skips initdb). */
  pgliteSnapshot?: Blob | undefined;
  /** PGlite only: settings over `pgliteMemorySettings` (pglite-settings.ts), e.g. for a seed. */
  pgliteSettings?: PgliteSettings | undefined;
  /**
   * PostgreSQL only: the longest a statement may run before the server cancels it (the
   * server's reads; migrations run on a connection of their own without it). PGlite ignores
   * statement_timeout: there the input caps of api-contract keep each query short.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: told when a connection waiting in the pool dies (the server restarted or
   * dropped it). The pool has already let it go; the next query opens a new one.
   */
  onConnectionLost?: ((error: Error) => void) | undefined;
};

/**
 * PostgreSQL only: the longest a query waits for a connection, a new one or a pooled one
 * freed by another request. While the server restarts a request then answers 503 within it
 * instead of hanging (plugins/error-envelope.ts); a healthy server connects in milliseconds.
 */
export const postgresConnectTimeoutMs = 1_500;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, else the embedded PGlite persisted in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.pgliteSnapshot, options.pgliteSettings);
}

async function openPglite(
  dataDir: string,
  snapshot?: Blob,
  settings?: PgliteSettings,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteMemorySettings, pgliteStartParams } = await import('./pglite-settings.ts');
  if (!dataDir.startsWith('memory://'))
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Durability: `relaxedDurability` stays off (a query resolves only after its writes), and a
  // COMMIT's WAL has reached the operating system when the statement resolves, so a write the
  // server acknowledged survives the process being killed (durability.test.ts). PGlite runs
  // PostgreSQL with fsync off and its WASM file system cannot fsync: a power cut of the
  // machine may lose the last writes. Use PostgreSQL (DATABASE_URL) where that matters.
  const client = await PGlite.create({
    startParams: pgliteStartParams({ ...pgliteMemorySettings, ...settings }),
    ...(dataDir.startsWith('memory://') ? {} : { dataDir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  return pgliteDatabase(client);
}

/**
 * The handle over an open PGlite. Closing it closes the client, unless `release` is given:
 * then the client is handed to `release` open and as it came, without this handle's listeners
 * (the tests reuse one client per worker, testing/pglite-pool.ts).
 */
export async function pgliteDatabase(
  client: PGlite,
  release?: (client: PGlite) => Promise<void>,
): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  // Every query, drizzle's included, passes here: a background one waits its turn first.
  const priority = new QueryPriority();
  const timing = createQueryTiming();
  const query = client.query;
  client.query = ((...args: Parameters<typeof query>) =>
    priority.run(() =>
      timing.time('query', () => query.apply(client, args)),
    )) as typeof client.query;
  const db = drizzle({ client, schema }) as unknown as Db;
  timeTransactions(db, timing);
  const listening = new Set<() => Promise<void>>();
  let released = false;
  return {
    kind: 'pglite',
    db,
    priority,
    observeQueries: timing.observe,
    poolStats: () => ({ waiting: priority.waitingCount }),
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    async listen(channel: string, onNotify: (payload: string | undefined) => void) {
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      const unlisten = async () => {
        listening.delete(unlisten);
        if (!client.closed) await stop();
      };
      listening.add(unlisten);
      return unlisten;
    },
    async close() {
      if (!release) {
        await client.close();
        return;
      }
      if (released) return;
      released = true;
      for (const unlisten of [...listening]) await unlisten();
      client.query = query;
      await release(client);
    },
  };
}

async function openPostgres(
  databaseUrl: string,
  { statementTimeoutMs, onConnectionLost }: DatabaseOptions,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const changes = createPostgresChanges(pg, databaseUrl, dataChangedChannel);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Before the pool hands a new connection out: it must hear its own commits from the first.
    onConnect: (client) => changes.watch(client),
    connectionTimeoutMillis: postgresConnectTimeoutMs,
    ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs }),
  });
  const timing = createQueryTiming();
  // Every query outside a transaction, drizzle's and `query`'s, goes through `pool.query`.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    timing.time('query', () => poolQuery(...args))) as typeof pool.query;
  // A connection the server closes (a restart) reports an 'error' that, unheard, would end
  // the process: an idle one's comes through the pool, one checked out by a transaction
  // between two statements only on the connection itself. The pool drops either.
  pool.on('error', (error) => onConnectionLost?.(error));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  timeTransactions(db, timing);
  pool.on('connect', (client) => {
    client.on('error', (error) => onConnectionLost?.(error));
  });
  let started: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    url: databaseUrl,
    observeQueries: timing.observe,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel: string, onNotify: (payload: string | undefined) => void) {
      if (channel !== dataChangedChannel)
        throw new Error(`PostgreSQL caches listen on ${dataChangedChannel} only, not ${channel}`);
      const stop = changes.listen(onNotify);
      started ??= changes.start();
      await started;
      return stop;
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * Applies every pending versioned migration, then the repeatable ones whose files changed
 * (the current SQL functions and triggers, repeatable-migrations.ts); both engines share the
 * folders.
 */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder,
  repeatable?: string,
): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
    await applyRepeatableMigrations(database.db, repeatable);
  } else if (database.url) {
    // A connection of its own, without the server's statement_timeout: a migration may
    // rewrite or index a whole table.
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folder });
      await applyRepeatableMigrations(db, repeatable);
    } finally {
      await client.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
    await applyRepeatableMigrations(database.db, repeatable);
  }
}
