import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from './client.ts';
import { pgliteMemorySettings } from './pglite-settings.ts';

const snapshotFile = inject('pgliteSnapshotFile');
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The named settings of a PGlite opened as the server opens it, plus `options`. */
async function settingsOf(options: Partial<DatabaseOptions>): Promise<Record<string, string>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-settings-'));
  folders.push(folder);
  const database = await openDatabase({
    dataDir: path.join(folder, 'data'),
    pgliteSnapshot: new Blob([await readFile(snapshotFile)]),
    ...options,
  });
  try {
    const rows = await database.query<{ name: string; setting: string }>(
      'SELECT name, current_setting(name) AS setting FROM unnest($1::text[]) AS name',
      [Object.keys(pgliteMemorySettings)],
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await database.close();
  }
}

// PostgreSQL's memory is its administrator's: these are the embedded engine's own caps.
describe.skipIf(!snapshotFile)('PGlite memory settings', () => {
  it('starts with the caps of pglite-settings.ts', async () => {
    expect(await settingsOf({})).toEqual({
      shared_buffers: '32MB',
      work_mem: '4MB',
      temp_buffers: '2MB',
      maintenance_work_mem: '32MB',
    });
  });

  it('lets a caller raise one (a seed building indexes)', async () => {
    expect(await settingsOf({ pgliteSettings: { maintenance_work_mem: '256MB' } })).toMatchObject({
      shared_buffers: '32MB',
      maintenance_work_mem: '256MB',
    });
  });
});
