import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../db/client.ts';

/**
 * Loading the migrated snapshot into a new PGlite took ~1 s of every test file. Test files
 * share their worker's modules (apps/api/vitest.config.ts), so the worker keeps the clients its
 * files closed and hands one out again; openTestDatabase then empties it as it empties a
 * PostgreSQL database. A client is reused only when its last holder closed it outside a
 * transaction; a file holding two databases at once gets a second client.
 */
const idle: PGlite[] = [];
/** More would only hold memory: no file opens more than two databases at once. */
const mostIdle = 2;
let snapshot: { file: string; blob: Promise<Blob> } | undefined;

/** An open in-memory PGlite from the migrated snapshot in `snapshotFile`, and whether it was used before. */
export async function leasePglite(
  snapshotFile: string,
): Promise<{ database: Database; reused: boolean }> {
  const reused = idle.pop();
  const client = reused ?? (await loadSnapshot(snapshotFile));
  const database = await pgliteDatabase(client, async (released) => {
    if (released.closed) return;
    if (idle.length < mostIdle && !released.isInTransaction()) idle.push(released);
    else await released.close();
  });
  return { database, reused: reused !== undefined };
}

async function loadSnapshot(snapshotFile: string): Promise<PGlite> {
  if (snapshot?.file !== snapshotFile) {
    snapshot = { file: snapshotFile, blob: readFile(snapshotFile).then((b) => new Blob([b])) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ loadDataDir: await snapshot.blob });
}
