import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');

export type PendingMigration = {
  /** SQL of each migration drizzle-kit would add, by file name; empty when schema and migrations agree. */
  written: Record<string, string>;
  /** What drizzle-kit printed. */
  output: string;
};

/**
 * Runs `drizzle-kit generate` for `schemaDir` against a scratch copy of `migrationsDir`, so the
 * real folder is never written: the SQL it would add is what the schema has that no migration
 * does. Offline: drizzle-kit diffs the schema against the last snapshot in `meta/`.
 * `prepareSchema` may edit the scratch copy of the schema first (to prove a drift is caught).
 */
export async function pendingMigration(
  schemaDir: string,
  migrationsDir: string,
  prepareSchema?: (scratchSchemaDir: string) => Promise<void>,
): Promise<PendingMigration> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'schema-drift-'));
  try {
    const schema = path.join(scratch, 'schema');
    const migrations = path.join(scratch, 'migrations');
    await cp(schemaDir, schema, { recursive: true });
    await cp(migrationsDir, migrations, { recursive: true });
    // The copied schema imports drizzle-orm like the original does.
    await symlink(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    await prepareSchema?.(schema);
    const before = new Set(await readdir(migrations));
    // drizzle-kit prefixes `out` with "./", so it must be relative to its working directory.
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        path.relative(root, path.join(schema, 'index.ts')),
        '--out',
        path.relative(root, migrations),
        '--name',
        'pending',
      ],
      { cwd: root, timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } },
    );
    const written: Record<string, string> = {};
    for (const file of await readdir(migrations)) {
      if (!before.has(file)) written[file] = await readFile(path.join(migrations, file), 'utf8');
    }
    return { written, output: `${stdout}${stderr}` };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
