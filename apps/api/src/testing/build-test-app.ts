import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import {
  shareTokenHeader,
  type AccessLevel,
  type ApiKeyScope,
  type ShareType,
} from '@salesdash/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import { signAccessToken, type AccessTokenSubject } from '../security/access-token.ts';
import { hashPassword } from '../security/password.ts';
import { newApiKey } from '../security/api-key.ts';
import { newShareToken } from '../security/share-token.ts';
import { hashOpaqueToken } from '../security/opaque-token.ts';
import { leasePglite } from './pglite-pool.ts';
import { profilePhase } from './profile-phase.ts';
import { testDatabaseUrl } from './test-database-url.ts';

export const testJwtSecret = 'test-secret-test-secret-test-secret-0123456789';

export type TestUser = AccessTokenSubject;

export type CreateUserInput = {
  email?: string;
  password?: string;
  access?: AccessLevel;
  isActive?: boolean;
  firstName?: string;
  lastName?: string;
  organizationName?: string;
  managerId?: number | null;
  isNetrevenueClient?: boolean;
  /** Null leaves a pending invite (no password set). */
  passwordHash?: string | null;
};

export type TestApp = {
  app: App;
  database: Database;
  /** The server's log lines (JSON), when built with `captureLogs`; empty otherwise. */
  logLines: string[];
  /** Inserts an organization (once per name) and a user with a real password hash. */
  createUser(input?: CreateUserInput): Promise<TestUser>;
  /** `app.inject` with a freshly signed bearer token for `user`. */
  injectAs(user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A GET of `url` with `query` as a signed-in `user`, or (given a string) as the visitor of
   * that share token, who sends `x-share-token` and no bearer.
   */
  getAs(
    as: TestUser | string,
    url: string,
    query?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /**
   * Runs a fixture `INSERT … RETURNING <id> AS id` and returns the id.
   * @throws Error when the statement returned no row
   */
  insertId(text: string, params: unknown[]): Promise<number>;
  /**
   * A share link of `type` to `resourceId` created by `creator` in their organization: its
   * token, as `x-share-token` carries it (only the hash is stored).
   */
  shareToken(
    creator: TestUser,
    type: ShareType,
    resourceId: number,
    options?: { includeCustomerDetails?: boolean },
  ): Promise<string>;
  /**
   * An API key of `creator`'s organization acting as them, with `scopes` (revoked when asked):
   * the key, as `Authorization: Bearer` carries it (only the hash is stored).
   */
  apiKey(
    creator: TestUser,
    scopes: readonly ApiKeyScope[],
    options?: { revoked?: boolean },
  ): Promise<string>;
  /** Closes the server and the database. */
  close(): Promise<void>;
};

/**
 * An empty, migrated database: in memory, a PGlite from the global setup's snapshot, reused
 * from an earlier file of this worker when one closed it (pglite-pool.ts); persisted in
 * `dataDir` (which must not exist yet), a new one; with `DATABASE_URL`, this worker's
 * PostgreSQL database (see test-database-url.ts). A reused database is emptied first.
 */
export async function openTestDatabase(dataDir = 'memory://'): Promise<Database> {
  const databaseUrl = await testDatabaseUrl();
  // The global setup's migrated snapshot (absent when a file runs without it) skips initdb.
  const snapshotFile = databaseUrl ? '' : (inject('pgliteSnapshotFile') ?? '');
  const { database, reused } = await profilePhase('db open', async () => {
    if (snapshotFile && dataDir === 'memory://') return leasePglite(snapshotFile);
    const pgliteSnapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
    const opened = await openDatabase({ dataDir, databaseUrl, pgliteSnapshot });
    return { database: opened, reused: opened.kind === 'postgres' };
  });
  await profilePhase('db migrate', () => migrateDatabase(database));
  if (reused) await profilePhase('db empty', () => emptyTables(database));
  return database;
}

/** What an earlier file left: every row of the public schema, and the sequences restarted. */
async function emptyTables(database: Database): Promise<void> {
  const tables = await database.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
  );
  if (tables.length > 0) {
    await database.exec(
      `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
}

const hashCache = new Map<string, Promise<string>>();

export type BuildTestAppOptions = {
  /** Registers test-only routes before the app is ready. */
  extraRoutes?: (app: App) => void;
  /** Keeps every log line at `info` and above in `logLines` (reset links go to the log). */
  captureLogs?: boolean;
  /** How often a share link's socket re-checks its link. */
  shareRecheckMs?: number;
  /** Sees every route as it is declared (see `BuildAppOptions.onRoute`). */
  onRoute?: BuildAppOptions['onRoute'];
};

/** Builds the app on a fresh database, without demo seed, logs or SPA unless overridden. */
export async function buildTestApp(
  config: Partial<Config> = {},
  options: BuildTestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // The app's own files (none with a given JWT secret) go in a directory removed on close:
  // the suite builds hundreds of apps.
  const ownDataDir =
    config.dataDir === undefined ? mkdtempSync(path.join(tmpdir(), 'api-test-')) : undefined;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const app = await profilePhase('app build', async () => {
    const built = await buildApp({
      database,
      logger: options.captureLogs ? { level: 'info', stream: logStream } : false,
      ...(options.shareRecheckMs === undefined ? {} : { shareRecheckMs: options.shareRecheckMs }),
      ...(options.onRoute === undefined ? {} : { onRoute: options.onRoute }),
      config: {
        seedDemo: false,
        jwtSecret: testJwtSecret,
        ...(ownDataDir === undefined ? {} : { dataDir: ownDataDir }),
        webDist: path.join(tmpdir(), 'api-test-no-web-dist'),
        databaseUrl: undefined,
        ...config,
      },
    });
    options.extraRoutes?.(built);
    await built.ready();
    return built;
  });
  const organizationIds = new Map<string, number>();
  let sequence = 0;

  return {
    app,
    database,
    logLines,
    async createUser(input = {}) {
      sequence += 1;
      const organizationName = input.organizationName ?? 'Test Org';
      let organizationId = organizationIds.get(organizationName);
      if (organizationId === undefined) {
        const [org] = await database.db
          .insert(organizations)
          .values({ name: organizationName })
          .returning({ id: organizations.organizationId });
        if (!org) throw new Error('organization insert returned nothing');
        organizationId = org.id;
        organizationIds.set(organizationName, organizationId);
      }
      const password = input.password ?? 'secret-password';
      const passwordHash = hashCache.get(password) ?? hashPassword(password);
      hashCache.set(password, passwordHash);
      const [row] = await database.db
        .insert(users)
        .values({
          organizationId,
          email: input.email ?? `user${sequence}@example.test`,
          firstName: input.firstName ?? 'Test',
          lastName: input.lastName ?? `User${sequence}`,
          displayName: `${input.firstName ?? 'Test'} ${input.lastName ?? `User${sequence}`}`,
          access: input.access ?? 4,
          isActive: input.isActive ?? true,
          passwordHash: input.passwordHash === undefined ? await passwordHash : input.passwordHash,
          managerId: input.managerId ?? null,
          isNetrevenueClient: input.isNetrevenueClient ?? true,
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return {
        userId: row.userId,
        organizationId,
        access: row.access as AccessLevel,
        uid: row.uid,
        email: row.email,
      };
    },
    async injectAs(user, options) {
      const token = await signAccessToken(user, testJwtSecret);
      return app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      });
    },
    async getAs(as, url, query = {}) {
      const headers =
        typeof as === 'string'
          ? { [shareTokenHeader]: as }
          : { authorization: `Bearer ${await signAccessToken(as, testJwtSecret)}` };
      return app.inject({ method: 'GET', url, query, headers });
    },
    async insertId(text, params) {
      const [row] = await database.query<{ id: number }>(text, params);
      if (!row) throw new Error(`insert returned nothing: ${text}`);
      return row.id;
    },
    async shareToken(creator, type, resourceId, options = {}) {
      const token = newShareToken();
      await database.query(
        'INSERT INTO shares (organization_id, type, resource_id, token_hash, created_by, include_customer_details) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          creator.organizationId,
          type,
          resourceId,
          hashOpaqueToken(token),
          creator.userId,
          options.includeCustomerDetails ?? false,
        ],
      );
      return token;
    },
    async apiKey(creator, scopes, options = {}) {
      const key = newApiKey();
      await database.query(
        'INSERT INTO api_keys (organization_id, name, scopes, prefix, key_hash, created_by, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          creator.organizationId,
          `Test key ${scopes.join(' ')}`,
          scopes,
          key.slice(0, 8),
          hashOpaqueToken(key),
          creator.userId,
          options.revoked ? new Date() : null,
        ],
      );
      return key;
    },
    async close() {
      await profilePhase('close', async () => {
        await app.close();
        await database.close();
        if (ownDataDir !== undefined) rmSync(ownDataDir, { recursive: true, force: true });
      });
    },
  };
}
