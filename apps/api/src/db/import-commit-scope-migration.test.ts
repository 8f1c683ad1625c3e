import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { migrationsFolder, type Database } from './client.ts';

/*
 * Migration 0031: landing an import moved from the `import` scope to `import:commit`
 * (docs/decisions/0064-import-privacy-and-key-scopes.md). Keys made before it with `import`
 * could land imports, so they keep doing so and their scopes now say it; no other key changes.
 */

let database: Database;
let organizationId: number;
let adminId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [org] = await database.query<{ id: number }>(
    "INSERT INTO organizations (name) VALUES ('Acme') RETURNING organization_id AS id",
  );
  organizationId = Number(org?.id);
  const [admin] = await database.query<{ id: number }>(
    "INSERT INTO users (organization_id, email, access) VALUES ($1, 'admin@acme.test', 2) RETURNING user_id AS id",
    [organizationId],
  );
  adminId = Number(admin?.id);
});

afterAll(async () => {
  await database.close();
});

async function keyWith(scopes: string[], revoked = false): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO api_keys (organization_id, name, scopes, prefix, key_hash, created_by, revoked_at)
      VALUES ($1, 'Key', $2, 'sdk_test', md5(random()::text), $3, $4) RETURNING api_key_id AS id`,
    [organizationId, scopes, adminId, revoked ? new Date() : null],
  );
  return Number(row?.id);
}

const scopesOf = async (id: number) =>
  (
    await database.query<{ scopes: string[] }>(
      'SELECT scopes FROM api_keys WHERE api_key_id = $1',
      [id],
    )
  )[0]?.scopes;

describe('migration 0031 (import:commit)', () => {
  it('gives every key with import the import:commit scope, once, and leaves the others', async () => {
    const keys = {
      importOnly: await keyWith(['import']),
      withOthers: await keyWith(['metrics:read', 'import']),
      revoked: await keyWith(['import'], true),
      already: await keyWith(['import', 'import:commit']),
      metrics: await keyWith(['metrics:read']),
    };
    const sql = await readFile(path.join(migrationsFolder, '0031_import_commit_scope.sql'), 'utf8');
    // Run twice: the second run finds nothing left to grant.
    await database.exec(sql);
    await database.exec(sql);
    expect(await scopesOf(keys.importOnly)).toEqual(['import', 'import:commit']);
    expect(await scopesOf(keys.withOthers)).toEqual(['metrics:read', 'import', 'import:commit']);
    expect(await scopesOf(keys.revoked)).toEqual(['import', 'import:commit']);
    expect(await scopesOf(keys.already)).toEqual(['import', 'import:commit']);
    expect(await scopesOf(keys.metrics)).toEqual(['metrics:read']);
  });

  it('is in the journal, and the migrator applied every migration of it', async () => {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(journal.entries.map((entry) => entry.tag)).toContain('0031_import_commit_scope');
    const [applied] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied?.count).toBe(journal.entries.length);
  });
});
