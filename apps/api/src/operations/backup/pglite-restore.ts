import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/** Unpacks a base backup (pglite-base-backup.ts) into `dataDir`, which must be empty or absent. */
export async function unpackBaseBackup(archive: Readable, dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  let files = 0;
  const root = path.resolve(dataDir);
  extract.on('entry', (header, body, next) => {
    const target = path.resolve(root, header.name);
    // An archive is a file someone handed us: an entry may not climb out of the directory.
    if (target !== root && !target.startsWith(root + path.sep)) {
      next(new Error(`the backup names a path outside the data directory: ${header.name}`));
      return;
    }
    void (async () => {
      if (header.type === 'directory') {
        await mkdir(target, { recursive: true, mode: 0o700 });
        body.resume();
        return;
      }
      if (header.type !== 'file') throw new Error(`unexpected ${header.type} in the backup`);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(body, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      files += 1;
    })().then(() => next(), next);
  });
  await pipeline(archive, extract);
  return files;
}

/**
 * Starts PGlite once on a freshly unpacked backup: PostgreSQL finds backup_label, replays the
 * WAL from the backup's checkpoint to its stop point, and is shut down cleanly, so the server
 * then starts on an ordinary data directory.
 */
export async function recoverUnpackedBackup(dataDir: string): Promise<{ tables: number }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir });
  try {
    const [row] = (
      await client.query<{ tables: number }>(
        "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'",
      )
    ).rows;
    return { tables: row?.tables ?? 0 };
  } finally {
    await client.close();
  }
}

/** Whether `dir` holds anything (an absent directory is empty). */
export async function directoryHasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Moves a directory aside (`<dir>.before-restore-<time>`) and returns where it went. */
export async function moveAside(dir: string, now = new Date()): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const aside = `${dir.replace(/[\\/]+$/, '')}.before-restore-${stamp}`;
  await stat(dir);
  await rename(dir, aside);
  return aside;
}
