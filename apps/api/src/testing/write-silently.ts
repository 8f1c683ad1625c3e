import type { Database } from '../db/client.ts';

/**
 * Runs one statement without firing triggers (so without telling any cache that listens on
 * `data_changed`): the tests of the embedded caches use it to prove they would serve stale
 * rows if a write did not announce itself. Embedded engine only (one connection).
 */
export async function writeSilently(
  database: Database,
  sql: string,
  params: unknown[],
): Promise<void> {
  await database.exec('BEGIN; SET LOCAL session_replication_role = replica;');
  try {
    await database.query(sql, params);
  } finally {
    await database.exec('COMMIT');
  }
}
