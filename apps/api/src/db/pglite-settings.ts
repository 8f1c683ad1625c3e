import { PGlite } from '@electric-sql/pglite';

/** PostgreSQL settings PGlite starts with, by name (`shared_buffers: '32MB'`). */
export type PgliteSettings = Record<string, string>;

/**
 * What bounds PGlite's own memory. Its WASM memory never shrinks, so whatever a setting lets
 * PostgreSQL touch once stays in the server's resident memory for good
 * (docs/decisions/0036-read-caches-on-both-engines.md):
 * - `shared_buffers` 32 MB instead of 128 MB: PostgreSQL touched most of the 128 MB at start
 *   (idle RSS 400 → 290 MB). Pages it no longer holds come from the operating system's file
 *   cache, which is not the process's memory.
 * - `work_mem` 4 MB (PostgreSQL's default, written down): per sort or hash of a query.
 * - `temp_buffers` 2 MB: nothing here uses temporary tables.
 * - `maintenance_work_mem` 32 MB: VACUUM's dead-row list and index builds; the rollups'
 *   vacuum never needs more, and a seed's index build sets its own.
 */
export const pgliteMemorySettings: PgliteSettings = {
  shared_buffers: '32MB',
  work_mem: '4MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '32MB',
};

/** PGlite's start parameters with `settings` added as `-c name=value`. */
export function pgliteStartParams(settings: PgliteSettings): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
