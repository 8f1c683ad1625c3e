import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { encodeBackup } from './backup-archive.ts';
import { pgliteBaseBackup, type PgliteBaseBackupOptions } from './pglite-base-backup.ts';
import { openPartialFile } from './partial-file.ts';
import { pgDumpStream } from './postgres-tools.ts';

export type BackupServiceOptions = {
  database: Database;
  /** The embedded engine's data directory (its files are what is backed up). */
  dataDir: string;
  passphrase: string | undefined;
  /** The embedded engine only: see PgliteBaseBackupOptions (tests compare against it). */
  atMoment?: PgliteBaseBackupOptions['atMoment'];
};

/** A second backup asked for while one runs; the caller retries later. */
export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
  constructor() {
    super('a backup is already running');
  }
}

export type BackupService = {
  /**
   * Starts a backup and returns the file's bytes as a stream; `done` settles when the
   * stream has ended (or failed). One at a time: a second call throws BackupBusyError.
   */
  open(): Promise<{ stream: Readable; done: Promise<void> }>;
  /** Writes a backup to `file` (mode 0600, via a `.partial` name, never half a file). */
  writeFile(file: string): Promise<{ bytes: number }>;
  /**
   * Stops the running backup, if any, and resolves once the database has left backup mode
   * (shutdown: the database closes next). Its reader sees the stream fail.
   */
  abort(): Promise<void>;
};

export function createBackupService(options: BackupServiceOptions): BackupService {
  let running = false;
  let current: { stream: Readable; done: Promise<void> } | undefined;
  const service: BackupService = {
    async open() {
      if (running) throw new BackupBusyError();
      running = true;
      try {
        const { database } = options;
        const source =
          database.kind === 'pglite'
            ? pgliteBaseBackup({
                database,
                dataDir: options.dataDir,
                ...(options.atMoment ? { atMoment: options.atMoment } : {}),
              })
            : { stream: pgDumpStream(requireUrl(database)), done: Promise.resolve() };
        const payload = source.stream;
        const stream = await encodeBackup(payload, {
          engine: database.kind,
          compress: database.kind === 'pglite',
          passphrase: options.passphrase,
        });
        const sent = new Promise<void>((resolve, reject) => {
          stream.once('end', resolve);
          stream.once('error', reject);
          stream.once('close', () => reject(new Error('the backup stream was closed early')));
        });
        // The next backup may start only once this one has left backup mode in the database.
        const done = Promise.allSettled([sent, source.done]).then((results) => {
          running = false;
          const failed = results.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        });
        done.catch(() => undefined);
        current = { stream, done };
        void done
          .finally(() => {
            if (current?.done === done) current = undefined;
          })
          .catch(() => undefined);
        return { stream, done };
      } catch (error) {
        running = false;
        throw error;
      }
    },
    async abort() {
      if (!current) return;
      const { stream, done } = current;
      // Without an error: a reader with no 'error' listener must not crash the process; the
      // reader still sees the stream close before its end, and `done` rejects.
      stream.destroy();
      await done.catch(() => undefined);
    },
    async writeFile(file) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = await openPartialFile(file);
      try {
        const { stream, done } = await service.open();
        await partial.writeAll(stream);
        await done;
        await partial.commit();
        return { bytes: partial.bytes };
      } catch (error) {
        await partial.discard();
        throw error;
      }
    },
  };
  return service;
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error('the PostgreSQL handle has no connection string');
  return database.url;
}

/** `salesdash-20261126T170000Z.backup`: sorts by time, and only these are ever pruned. */
export function scheduledBackupName(now: Date): string {
  return `salesdash-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;
}

const scheduledName = /^salesdash-\d{8}T\d{6}Z\.backup$/;

/** Deletes the oldest scheduled backups in `dir` beyond `keep`; returns what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => scheduledName.test(name)).sort();
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}
