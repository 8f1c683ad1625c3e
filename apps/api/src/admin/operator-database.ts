import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';

export type OperatorDatabaseRun = {
  env: Record<string, string | undefined>;
  /** An open, migrated database the caller owns (tests); otherwise opened from `env`. */
  database?: Database;
};

/**
 * Runs an operator command's work on the server's database (`npm run create-admin`,
 * `npm run seats`): the caller's own as it is, else the one `env` configures (DATABASE_URL,
 * else the embedded one in DATA_DIR), migrated first (the server migrates at start, and an
 * operator may run a command before its first start) and closed after.
 * @param fail - reports a configuration error as the command's usage error (exit 2)
 * @returns the work's exit code
 */
export async function withOperatorDatabase(
  run: OperatorDatabaseRun,
  fail: (code: number, message: string) => number,
  work: (database: Database) => Promise<number>,
): Promise<number> {
  if (run.database) return work(run.database);
  let config;
  try {
    config = loadConfig(run.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(2, error.message);
    throw error;
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
