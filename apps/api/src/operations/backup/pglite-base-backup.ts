import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Database } from '../../db/client.ts';

/**
 * Paths PostgreSQL rebuilds at start or that describe the running server, left out of a base
 * backup as pg_basebackup leaves them out (its `excludeFiles` and `excludeDirContents`).
 * pg_wal's segments are added separately, from the backup's start to its stop.
 */
const skippedFiles = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_internal.init',
]);
const emptiedDirectories = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** A WAL segment's name: timeline, log and segment, 8 hex digits each. */
const walSegmentName = /^[0-9A-F]{24}$/;

export type PgliteBaseBackupOptions = {
  database: Database;
  dataDir: string;
  /**
   * Runs at the backup's moment, in the same exclusive transaction as pg_backup_stop: nothing
   * else commits in between (tests read the source there to compare a restore with).
   */
  atMoment?: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<void>;
};

export type BaseBackupSummary = { files: number; bytes: number; startLsn: string; stopLsn: string };

/**
 * A consistent tar of a running embedded database, read from its files while it serves: an
 * online base backup as PostgreSQL makes one (pg_backup_start, copy the files, pg_backup_stop,
 * add the WAL between). Files change while they are read; the WAL replayed at restore repairs
 * that, up to the stop point and no further: the last segment is cut there, so a restore holds
 * exactly what had committed when pg_backup_stop ran.
 *
 * PGlite's own `dumpDataDir()` builds the whole archive in memory and blocks the event loop
 * while it does (decision 0053); here files stream from disk, and the server only waits for
 * the checkpoint pg_backup_start asks for.
 */
export function pgliteBaseBackup(options: PgliteBaseBackupOptions): {
  stream: Readable;
  done: Promise<BaseBackupSummary>;
} {
  const pack = tar.pack();
  const out = new PassThrough();
  const done = (async () => {
    const piped = pipeline(pack, out);
    // It may fail (its reader gone) while the copy still runs, before anything awaits it.
    piped.catch(() => undefined);
    try {
      const summary = await writeBaseBackup(pack, options);
      pack.finalize();
      await piped;
      return summary;
    } catch (error) {
      pack.destroy(error as Error);
      out.destroy(error as Error);
      await piped.catch(() => undefined);
      throw error;
    }
  })();
  // A caller reading only the stream learns of a failure from it; `done` must not go unhandled.
  done.catch(() => undefined);
  return { stream: out, done };
}

async function writeBaseBackup(
  pack: tar.Pack,
  { database, dataDir, atMoment }: PgliteBaseBackupOptions,
): Promise<BaseBackupSummary> {
  const slot = `salesdash_backup_${process.pid}_${Date.now()}`;
  // A temporary slot holds every WAL segment from here on until it is dropped (or the process
  // ends): a checkpoint during a long copy must not recycle what the restore will replay.
  await database.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
  let stopped = false;
  try {
    const [start] = await database.query<{ lsn: string }>(
      "SELECT pg_backup_start('salesdash', true)::text AS lsn",
    );
    let files = 0;
    let bytes = 0;
    for await (const entry of walk(dataDir, '')) {
      if (entry.directory) {
        await addEntry(pack, { name: entry.relative, type: 'directory', mode: 0o700 });
        continue;
      }
      const copied = await addFile(pack, path.join(dataDir, entry.relative), entry.relative);
      if (copied !== undefined) {
        files += 1;
        bytes += copied;
      }
    }
    const stop = await stopBackup(database, atMoment);
    stopped = true;
    await addEntry(pack, { name: 'backup_label', mode: 0o600 }, Buffer.from(stop.labelfile));
    const wal = await addWal(pack, database, dataDir, stop.labelfile, stop.lsn);
    return {
      files: files + wal.files + 1,
      bytes: bytes + wal.bytes,
      startLsn: start?.lsn ?? '',
      stopLsn: stop.lsn,
    };
  } finally {
    if (!stopped) {
      // An aborted copy must not leave the session in backup mode: the next backup would fail.
      await database.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
    await database.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => undefined);
  }
}

async function stopBackup(
  database: Database,
  atMoment: PgliteBaseBackupOptions['atMoment'],
): Promise<{ lsn: string; labelfile: string }> {
  const stopSql = 'SELECT lsn::text AS lsn, labelfile FROM pg_backup_stop(false)';
  let stop: { lsn: string; labelfile: string } | undefined;
  if (atMoment) {
    const { sql } = await import('drizzle-orm');
    await database.db.transaction(async (tx) => {
      const run = async (text: string) =>
        ((await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
      stop = (await run(stopSql))[0] as typeof stop;
      await atMoment(run);
    });
  } else {
    [stop] = await database.query<{ lsn: string; labelfile: string }>(stopSql);
  }
  if (!stop) throw new Error('pg_backup_stop returned nothing');
  // The backup's end record sits in WAL buffers until something flushes them; a segment
  // switch writes it to the file copied next.
  await database.query('SELECT pg_switch_wal()');
  return stop;
}

/** Segments from the backup's start through its stop, the last one cut at the stop point. */
async function addWal(
  pack: tar.Pack,
  database: Database,
  dataDir: string,
  labelfile: string,
  stopLsn: string,
): Promise<{ files: number; bytes: number }> {
  const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
  const [last] = await database.query<{ file_name: string; file_offset: number }>(
    'SELECT file_name, file_offset FROM pg_walfile_name_offset($1::pg_lsn)',
    [stopLsn],
  );
  if (!first || !last) throw new Error('could not locate the backup in the WAL');
  const walDir = path.join(dataDir, 'pg_wal');
  const names = (await readdir(walDir)).filter(
    (name) =>
      (walSegmentName.test(name) && name >= first && name <= last.file_name) ||
      name.endsWith('.history'),
  );
  let bytes = 0;
  for (const name of names.sort()) {
    const file = path.join(walDir, name);
    if (name === last.file_name) {
      const { size } = await stat(file);
      const kept = Number(last.file_offset);
      const head = Buffer.alloc(size);
      const handle = await open(file, 'r');
      try {
        await handle.read(head, 0, kept, 0);
      } finally {
        await handle.close();
      }
      await addEntry(pack, { name: `pg_wal/${name}`, mode: 0o600 }, head);
      bytes += size;
    } else {
      bytes += (await addFile(pack, file, `pg_wal/${name}`)) ?? 0;
    }
  }
  return { files: names.length, bytes };
}

type WalkEntry = { relative: string; directory: boolean };

async function* walk(root: string, relative: string): AsyncGenerator<WalkEntry> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // A directory dropped while we walk (a table's, by DROP DATABASE) is the WAL's to redo.
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { relative: child, directory: true };
      if (relative === '' && emptiedDirectories.has(entry.name)) continue;
      if (entry.name.startsWith('pgsql_tmp')) continue;
      yield* walk(root, child);
    } else if (entry.isFile()) {
      if (skippedFiles.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
      yield { relative: child, directory: false };
    }
  }
}

/**
 * Adds a file of the size it has now; one that shrinks while read is padded with zeros (the WAL
 * redoes the truncation), one removed before it is opened is left out. Returns its size.
 */
async function addFile(pack: tar.Pack, file: string, name: string): Promise<number | undefined> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let entry!: ReturnType<tar.Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    // An entry fails on its own when the archive is destroyed under it (the reader went
    // away): unheard, that 'error' would end the process.
    entry.on('error', reject);
  });
  // Awaited only after the copy below, which may throw first.
  added.catch(() => undefined);
  let written = 0;
  if (size > 0) {
    const source = createReadStream(file, { start: 0, end: size - 1 });
    try {
      for await (const chunk of source) {
        written += (chunk as Buffer).length;
        if (!entry.write(chunk)) await drained(entry);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (written < size) entry.write(Buffer.alloc(size - written));
  entry.end();
  await added;
  return size;
}

/**
 * Resolves when `stream` takes more; rejects once it is destroyed (the reader of the backup went
 * away), so the copy stops and pg_backup_stop runs instead of waiting for good.
 */
function drained(stream: NodeJS.WritableStream & { destroyed: boolean }): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('the backup stream was closed'));
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('the backup stream was closed'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

function addEntry(pack: tar.Pack, header: tar.Headers, body?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry(header, body ?? Buffer.alloc(0), (error) => (error ? reject(error) : resolve()));
  });
}
