import type { FastifyInstance as App } from 'fastify';
import type { Database } from './db/client.ts';
import { seedDemoData } from './seed/demo-seed.ts';

export type StartupWorkOptions = {
  /** Migrates the database the server opened itself; none for a database handed over migrated. */
  migrate?: ((database: Database) => Promise<void>) | undefined;
};

/**
 * What a server does before it takes traffic: migrate, seed the demo organization when
 * configured, then mark itself ready. main.ts runs it after listening (start-server.ts); any
 * other `buildApp` runs it when the app gets ready.
 */
export async function runStartupWork(app: App, options: StartupWorkOptions): Promise<void> {
  await options.migrate?.(app.db);
  if (app.config.seedDemo) {
    const { seeded } = await seedDemoData(app.db, { log: (line) => app.log.info(line) });
    if (seeded) app.log.info('seeded the demo organization');
  }
  app.readiness.markReady();
}
