import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pendingMigration } from '../testing/pending-migration.ts';
import { migrationsFolder } from './client.ts';

const schemaDir = fileURLToPath(new URL('./schema', import.meta.url));

describe('schema and migrations', () => {
  it(
    'agree: drizzle-kit generate has nothing to write (add a migration for every schema change)',
    { timeout: 60_000 },
    async () => {
      const { written, output } = await pendingMigration(schemaDir, migrationsFolder);
      expect(written, `missing migration:\n${Object.values(written).join('\n')}`).toEqual({});
      expect(output).toMatch(/No schema changes, nothing to migrate/);
    },
  );

  it('catches an index added to the schema without a migration', { timeout: 60_000 }, async () => {
    const { written } = await pendingMigration(schemaDir, migrationsFolder, async (schema) => {
      const file = path.join(schema, 'users.ts');
      const source = await readFile(file, 'utf8');
      const anchor = "index('users_org_idx').on(t.organizationId),";
      expect(source).toContain(anchor);
      await writeFile(
        file,
        source.replace(anchor, `${anchor}\n    index('users_last_name_idx').on(t.lastName),`),
      );
    });
    const sql = Object.values(written).join('\n');
    expect(sql).toMatch(/CREATE INDEX "users_last_name_idx" ON "users"/);
  });
});
