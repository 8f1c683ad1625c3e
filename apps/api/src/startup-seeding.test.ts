import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin } from './admin/create-admin.ts';
import { firstAdminHint } from './admin/first-admin-hint.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoSignIns } from './seed/demo-team.ts';
import { openTestDatabase, testJwtSecret } from './testing/build-test-app.ts';

/**
 * What a first start leaves in an empty database, by the configuration the environment gives:
 * the app runs main.ts's startup work (startup-work.ts; here on `ready`), on an empty database.
 */
async function startOnEmptyDatabase(env: Record<string, string>) {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    logger: false,
    config: {
      seedDemo: loadConfig(env).seedDemo,
      jwtSecret: testJwtSecret,
      dataDir: 'memory://',
      databaseUrl: undefined,
      webDist: path.join(tmpdir(), 'api-test-no-web-dist'),
    },
  });
  await app.ready();
  const demoAccounts = await database.query<{ email: string }>(
    'SELECT email FROM users WHERE lower(email) = ANY($1)',
    [demoSignIns.map((signIn) => signIn.email)],
  );
  const [{ count } = { count: -1 }] = await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users',
  );
  return { app, database, demoAccounts, count };
}

describe('first start on an empty database', () => {
  it('with DATABASE_URL: no demo organization, no account, and the hint to create the first admin', async () => {
    const { app, database, count } = await startOnEmptyDatabase({
      DATABASE_URL: 'postgres://salesdash@db.example:5432/salesdash',
    });
    try {
      expect(count).toBe(0);
      expect(await database.query('SELECT * FROM organizations')).toEqual([]);
      const hint = await firstAdminHint(database);
      expect(hint?.join('\n')).toMatch(/npm run create-admin -- --email .*\n.*ADMIN_PASSWORD/);

      await createAdmin(database, {
        email: 'boss@example.test',
        password: 'correct-horse-battery',
      });
      expect(await firstAdminHint(database)).toBeNull();
    } finally {
      await app.close();
      await database.close();
    }
  });

  it(
    'without DATABASE_URL (`npm start`): the demo organization and its sign-ins',
    { timeout: 120_000 },
    async () => {
      const { app, database, demoAccounts } = await startOnEmptyDatabase({});
      try {
        expect(demoAccounts.map((row) => row.email).sort()).toEqual(
          demoSignIns.map((signIn) => signIn.email).sort(),
        );
        expect(await firstAdminHint(database)).toBeNull();
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
