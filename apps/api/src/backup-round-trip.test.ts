import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { signAccessToken } from './security/access-token.ts';
import { openTestDatabase, testJwtSecret } from './testing/build-test-app.ts';
import { outputCollector } from './admin/output-collector.ts';
import { backupOpsRoutes } from './operations/backup/backup-ops-routes.ts';
import { scheduleBackups } from './operations/backup/backup-schedule.ts';
import {
  createBackupService,
  type BackupServiceOptions,
} from './operations/backup/backup-service.ts';
import { runBackup } from './admin/run-backup.ts';
import { runRestore } from './admin/run-restore.ts';

/*
 * A backup taken while share links are being created (each one a share row and its audit row,
 * in one transaction) restores into a fresh target holding every table exactly as it was at
 * the backup's moment: on the embedded engine, row for row what the source held when
 * pg_backup_stop ran; on PostgreSQL (pg_dump's snapshot), a moment between the first and the
 * last write, with no write half there.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'backup-round-trip-'));
const passphrase = 'correct horse battery staple';
let cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
  rmSync(scratch, { recursive: true, force: true });
});

type Rows = Record<string, string[]>;

/** Every row of every table of ours, as PostgreSQL prints it, sorted: two equal maps, equal data. */
async function readEverything(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<Rows> {
  const tables = await query(
    "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1",
  );
  const rows: Rows = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const found = await query(`SELECT t::text AS row FROM "${schema}"."${table}" t`);
    rows[String(name)] = found.map((row) => String(row['row'])).sort();
  }
  return rows;
}

async function prepare(database: Database): Promise<{ token: string; managerId: number }> {
  const [org] = await database.query<{ id: number }>(
    "INSERT INTO organizations (name) VALUES ('Backed Up') RETURNING organization_id AS id",
  );
  const [manager] = await database.query<{ id: number; uid: string }>(
    `INSERT INTO users (organization_id, email, first_name, last_name, access)
     VALUES ($1, 'manager@backup.test', 'Mia', 'Manager', 3) RETURNING user_id AS id, uid`,
    [org?.id],
  );
  if (!org || !manager) throw new Error('fixture insert returned nothing');
  const token = await signAccessToken(
    {
      userId: manager.id,
      organizationId: org.id,
      access: 3,
      uid: manager.uid,
      email: 'manager@backup.test',
    },
    testJwtSecret,
  );
  return { token, managerId: manager.id };
}

/** Creates share links one after another until `until` settles; returns the ids answered 201. */
async function writeLoad(
  app: App,
  fixture: { token: string; managerId: number },
  until: Promise<unknown>,
) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const acknowledged: number[] = [];
  for (let n = 0; !done; n += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: { authorization: `Bearer ${fixture.token}` },
      payload: { type: 'employee', resource_id: fixture.managerId, name: `during backup ${n}` },
    });
    expect(response.statusCode).toBe(201);
    acknowledged.push(
      response.json<{ data: { share: { share_id: number } } }>().data.share.share_id,
    );
    // A steady load, as people at work make it: injected requests never wait on a socket, so
    // back to back they would leave the backup's file reads hardly a turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return acknowledged;
}

async function startOps(options: BackupServiceOptions): Promise<number> {
  // As the real operations port closes (ops-server.ts): fetch's pool keeps connections open.
  const ops = Fastify({ logger: false, forceCloseConnections: true });
  await ops.register(backupOpsRoutes, { service: createBackupService(options) });
  await ops.listen({ host: '127.0.0.1', port: 0 });
  cleanup.push(() => ops.close());
  const address = ops.server.address();
  if (typeof address !== 'object' || !address) throw new Error('ops server has no port');
  return address.port;
}

/** The worker's PostgreSQL database under another name, created empty (dropped first). */
async function freshPostgresDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

async function readDatabase(url: string): Promise<Rows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readEverything(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

function restoreWith(argv: string[], env: Record<string, string>) {
  const output = outputCollector();
  return runRestore({ argv, env, stdout: output.stream, stderr: output.stream }).then((code) => ({
    code,
    text: output.text(),
  }));
}

describe('backup and restore', () => {
  it(
    'restores what was there at the backup’s moment, while writes go on',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(scratch, 'source');
      const database = await openTestDatabase(dataDir);
      const app = await buildApp({
        database,
        logger: false,
        config: { seedDemo: false, jwtSecret: testJwtSecret, dataDir, rateLimitMax: 1_000_000 },
      });
      await app.ready();
      cleanup.push(async () => {
        await app.close();
        await database.close();
      });
      const fixture = await prepare(database);
      const query = async (text: string) => database.query(text);
      const start = await readEverything(query);
      // Writes before the backup starts: these must all be in it.
      const before = await writeLoad(app, fixture, delay(300));

      let reference: Rows | undefined;
      const opsPort = await startOps({
        database,
        dataDir,
        passphrase,
        atMoment: async (read) => {
          reference = await readEverything(read);
        },
      });
      const out = path.join(scratch, 'backup.salesdash');
      const output = outputCollector();
      const backup = runBackup({
        argv: ['--out', out],
        env: { OPS_PORT: String(opsPort) },
        stdout: output.stream,
        stderr: output.stream,
      });
      const during = await writeLoad(app, fixture, backup);
      expect(await backup, output.text()).toBe(0);
      const after = await writeLoad(app, fixture, delay(100));
      expect(during.length).toBeGreaterThan(0);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(() => statSync(`${out}.partial`)).toThrow();
      const final = await readEverything(query);

      // OPS_PORT 0: a server a developer runs on this machine must not stop the test's restores.
      const restoreEnv: Record<string, string> = { BACKUP_PASSPHRASE: passphrase, OPS_PORT: '0' };
      let readRestored: () => Promise<Rows>;
      if (database.kind === 'pglite') {
        restoreEnv['DATA_DIR'] = path.join(scratch, 'restored');
        readRestored = async () => {
          const restored = await openDatabase({ dataDir: restoreEnv['DATA_DIR'] ?? '' });
          try {
            return await readEverything((text) => restored.query(text));
          } finally {
            await restored.close();
          }
        };
      } else {
        restoreEnv['DATABASE_URL'] = await freshPostgresDatabase(database.url ?? '', 'restored');
        readRestored = () => readDatabase(restoreEnv['DATABASE_URL'] ?? '');
      }
      const restore = await restoreWith([out], restoreEnv);
      expect(restore.code, restore.text).toBe(0);
      const restored = await readRestored();

      if (database.kind === 'pglite') {
        // The moment fell among the writes, and the restore is the source at that moment.
        const shares = reference?.['public.shares'] ?? [];
        expect(shares.length).toBeGreaterThanOrEqual(before.length);
        expect(shares.length).toBeLessThan(before.length + during.length + after.length);
        expect(restored).toEqual(reference);
      } else {
        // pg_dump's snapshot: every table between what was there before the writes and after
        // them, every write acknowledged before the backup began there, and no write in half
        // (each share with the audit row of its transaction).
        expect(Object.keys(restored)).toEqual(Object.keys(final));
        for (const [table, rows] of Object.entries(restored)) {
          expect(
            rows.filter((row) => !final[table]?.includes(row)),
            table,
          ).toEqual([]);
          expect(
            start[table]?.filter((row) => !rows.includes(row)),
            table,
          ).toEqual([]);
        }
        const client = new pg.Client({ connectionString: restoreEnv['DATABASE_URL'] });
        await client.connect();
        try {
          const { rows } = await client.query<{ id: number; audited: boolean }>(
            `SELECT s.share_id AS id, EXISTS (SELECT 1 FROM audit_events a WHERE a.entity_type = 'share' AND a.entity_id = s.share_id::text) AS audited FROM shares s`,
          );
          const ids = new Set(rows.map((row) => row.id));
          expect(before.filter((id) => !ids.has(id))).toEqual([]);
          expect(rows.filter((row) => !row.audited)).toEqual([]);
        } finally {
          await client.end();
        }
      }

      // A second restore into the now non-empty target is refused, then done with --force.
      const refused = await restoreWith([out], restoreEnv);
      expect(refused.code).toBe(1);
      expect(refused.text).toMatch(/--force/);
      const forced = await restoreWith([out, '--force'], restoreEnv);
      expect(forced.code, forced.text).toBe(0);
      if (database.kind === 'pglite') expect(forced.text).toMatch(/before-restore-/);
      expect(await readRestored()).toEqual(restored);

      // On a schedule: files of mode 0600 in a directory of mode 0700, the oldest pruned.
      const dir = path.join(scratch, 'scheduled');
      const outcomes: string[] = [];
      const stop = scheduleBackups({
        service: createBackupService({ database, dataDir, passphrase }),
        dir,
        // Names carry the second: two a second apart never collide.
        everyMs: 1_100,
        keep: 1,
        log: app.log,
        onOutcome: (outcome) => outcomes.push(outcome),
      });
      await vi.waitFor(() => expect(outcomes.filter((o) => o === 'written')).toHaveLength(2), {
        timeout: 20_000,
        interval: 100,
      });
      stop();
      // A run the timer started just before stop() ends on its own (and prunes after it).
      await vi.waitFor(() => expect(readdirSync(dir)).toHaveLength(1), {
        timeout: 20_000,
        interval: 100,
      });
      expect(outcomes).not.toContain('failed');
      const kept = readdirSync(dir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dir, kept[0] ?? '')).mode & 0o777).toBe(0o600);

      // A reader that goes away half-way (a cancelled command) costs the server nothing, and
      // once the database has left backup mode the next backup works.
      const abandoned = await fetch(`http://127.0.0.1:${opsPort}/backup`, { method: 'POST' });
      const reader = abandoned.body?.getReader();
      await reader?.read();
      await reader?.cancel();
      await vi.waitFor(
        async () => {
          const next = outputCollector();
          const code = await runBackup({
            argv: ['--out', path.join(scratch, 'after-abandoned.backup')],
            env: { OPS_PORT: String(opsPort) },
            stdout: next.stream,
            stderr: next.stream,
          });
          expect(code, next.text()).toBe(0);
        },
        { timeout: 20_000, interval: 200 },
      );

      // Stopped half-way (a shutdown), the database leaves backup mode: the next one works.
      const service = createBackupService({ database, dataDir, passphrase: undefined });
      const stopped = await service.open();
      stopped.stream.once('data', () => void service.abort());
      await expect(stopped.done).rejects.toThrow();
      const again = await service.open();
      again.stream.resume();
      await again.done;

      // Without the passphrase, or with another, nothing is restored.
      const elsewhere = { ...restoreEnv, DATA_DIR: path.join(scratch, 'never') };
      for (const env of [
        { ...elsewhere, BACKUP_PASSPHRASE: '' },
        { ...elsewhere, BACKUP_PASSPHRASE: 'not the passphrase' },
      ]) {
        const wrong = await restoreWith([out], env);
        expect(wrong.code).toBe(1);
        expect(wrong.text).toMatch(/BACKUP_PASSPHRASE/);
      }
    },
  );
});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
