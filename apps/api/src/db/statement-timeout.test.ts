import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database-url.ts';
import { migrateDatabase, openDatabase, type Database } from './client.ts';

/*
 * PostgreSQL cancels a statement of the server's connections past STATEMENT_TIMEOUT_MS
 * (no single request runs long), while migrations, on a connection of their own,
 * may take as long as they need. PostgreSQL pass only: PGlite ignores statement_timeout.
 */

let database: Database | undefined;

beforeAll(async () => {
  const databaseUrl = await testDatabaseUrl();
  if (!databaseUrl) return;
  database = await openDatabase({ dataDir: '', databaseUrl, statementTimeoutMs: 300 });
});

afterAll(async () => {
  await database?.close();
});

describe.skipIf(!process.env['DATABASE_URL'])('statement_timeout on PostgreSQL', () => {
  it('cancels a statement that runs past it', async () => {
    await expect(database?.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    expect(await database?.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('does not hold migrations to it', async () => {
    if (!database) throw new Error('no database');
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
