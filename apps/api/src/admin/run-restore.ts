import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import type { OperatorIo } from './run-operator-command.ts';
import { decodeBackup } from '../operations/backup/backup-archive.ts';
import { BackupIntegrityError } from '../operations/backup/backup-encryption.ts';
import {
  directoryHasFiles,
  moveAside,
  recoverUnpackedBackup,
  unpackBaseBackup,
} from '../operations/backup/pglite-restore.ts';
import { pgRestore, PostgresToolError } from '../operations/backup/postgres-tools.ts';

export const restoreUsage = `Usage: npm run restore -- <file> [--force]

Restores a backup made by npm run backup (or BACKUP_EVERY) into the database the server uses:
the embedded one in DATA_DIR, or DATABASE_URL's. Stop the server first. The target must be
empty; --force restores over a non-empty one (DATA_DIR is moved aside to
<DATA_DIR>.before-restore-<time>, a PostgreSQL database has what the backup holds dropped and
recreated). An encrypted backup needs the BACKUP_PASSPHRASE it was made with.
`;

/** Exit codes: 0 restored, 1 refused or failed (the target unchanged), 2 usage. */
export async function runRestore(io: Omit<OperatorIo, 'stdin'>): Promise<number> {
  const fail = (code: number, message: string): number => {
    io.stderr.write(`${message}\n`);
    return code;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(2, `${error instanceof Error ? error.message : String(error)}\n\n${restoreUsage}`);
  }
  if (parsed.values.help) {
    io.stdout.write(restoreUsage);
    return 0;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) return fail(2, `expected one backup file\n\n${restoreUsage}`);
  const config = loadConfig(io.env);
  const force = parsed.values.force === true;
  if (await serverAnswers(config.opsPort)) {
    return fail(
      1,
      `A server answers on the operations port (127.0.0.1:${config.opsPort}): stop it before restoring, or it would go on writing over what is restored. (A server of another DATA_DIR there? Set OPS_PORT=0 for this command.)`,
    );
  }

  try {
    const { header, payload } = await decodeBackup(
      createReadStream(file),
      config.backup.passphrase,
    );
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (header.engine !== target) {
      payload.destroy();
      return fail(
        1,
        header.engine === 'pglite'
          ? 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.'
          : 'This backup is a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.',
      );
    }
    if (target === 'postgres') {
      return await restorePostgres(io, fail, payload, config.databaseUrl ?? '', force);
    }
    return await restorePglite(io, fail, payload, config.dataDir, force, header.createdAt);
  } catch (error) {
    if (error instanceof BackupIntegrityError || error instanceof PostgresToolError) {
      return fail(1, `Nothing was restored: ${error.message}`);
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fail(1, `${file}: no such file`);
    throw error;
  }
}

type Fail = (code: number, message: string) => number;

/** Whether a server is running here: its operations port answers. */
async function serverAnswers(opsPort: number): Promise<boolean> {
  if (opsPort === 0) return false;
  try {
    const response = await fetch(`http://127.0.0.1:${opsPort}/metrics`, {
      signal: AbortSignal.timeout(2_000),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function restorePglite(
  io: Omit<OperatorIo, 'stdin'>,
  fail: Fail,
  payload: Readable,
  dataDir: string,
  force: boolean,
  createdAt: string,
): Promise<number> {
  if ((await directoryHasFiles(dataDir)) && !force) {
    payload.destroy();
    return fail(
      1,
      `DATA_DIR (${dataDir}) is not empty. Restore into an empty directory, or pass --force to move it aside first.`,
    );
  }
  // Unpacked and recovered beside the target, then moved in: a restore that fails half-way
  // leaves DATA_DIR as it was.
  const staging = `${dataDir.replace(/[\\/]+$/, '')}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const files = await unpackBaseBackup(payload, staging);
    const { tables } = await recoverUnpackedBackup(staging);
    let aside: string | undefined;
    if (await directoryHasFiles(dataDir)) aside = await moveAside(dataDir);
    else await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
    io.stdout.write(
      `Restored the backup of ${createdAt} into ${dataDir} (${files} files, ${tables} tables).\n` +
        (aside ? `The directory that was there is now ${aside}.\n` : '') +
        'Start the server (npm start); it applies any newer migrations.\n',
    );
    return 0;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function restorePostgres(
  io: Omit<OperatorIo, 'stdin'>,
  fail: Fail,
  payload: Readable,
  url: string,
  force: boolean,
): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    tables = result.rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    payload.destroy();
    return fail(
      1,
      `The database at DATABASE_URL has ${tables} tables. Restore into an empty database, or pass --force to replace what the backup holds.`,
    );
  }
  await pgRestore(payload, url, tables > 0);
  io.stdout.write(
    `Restored into ${redactUrl(url)}. Start the server; it applies any newer migrations.\n`,
  );
  return 0;
}

/** Host and database only: the URL's password never reaches the terminal. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
