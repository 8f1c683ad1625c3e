import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/client.ts';
import { applyRepeatableMigrations } from '../db/repeatable-migrations.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** File holding a migrated, empty PGlite data directory; empty with DATABASE_URL. */
    pgliteSnapshotFile: string;
  }
}

/**
 * Creating PGlite (initdb in WASM) and migrating costs ~10 s on a busy 2-core machine, so it
 * happens once per run; every test file then loads this snapshot in ~2 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['DATABASE_URL']) {
    project.provide('pgliteSnapshotFile', '');
    return async () => undefined;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  await applyRepeatableMigrations(db);
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `salesdash-api-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return async () => {
    await rm(file, { force: true });
  };
}
