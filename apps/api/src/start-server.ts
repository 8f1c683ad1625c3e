import type { FastifyInstance } from 'fastify';
import { firstAdminHint } from './admin/first-admin-hint.ts';
import { buildApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { migrateDatabase, type Database } from './db/client.ts';
import { demoPassword, demoSignIns } from './seed/demo-team.ts';
import { scheduleBackups } from './operations/backup/backup-schedule.ts';
import { createBackupService } from './operations/backup/backup-service.ts';
import { opsRoutes } from './operations/ops-routes.ts';
import { startOpsServer } from './operations/ops-server.ts';
import { runStartupWork } from './startup-work.ts';

export type StartServerOptions = {
  /** Called as soon as the API listens, before the migrations. */
  onListening?: (app: App, port: number) => void;
  /** The migration to run (tests slow the real one down to watch the window before ready). */
  migrate?: (database: Database) => Promise<void>;
};

export type StartedServer = {
  app: App;
  /** The port the API listens on (the configured one, or the one chosen for PORT=0). */
  port: number;
};

/**
 * How `npm start` starts the server (main.ts): it listens first, so `/health/live` answers at
 * once and every other request gets 503 with `Retry-After` while the database migrates and the
 * demo seeds (a first start's seed takes tens of seconds); then the operations port opens and
 * the server marks itself ready and prints where it runs. On failure the server is closed
 * before the error is rethrown.
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<StartedServer> {
  const started = performance.now();
  const app = await buildApp({ config, deferStartup: true });
  let ops: FastifyInstance | undefined;
  const backup = createBackupService({
    database: app.db,
    dataDir: config.dataDir,
    passphrase: config.backup.passphrase,
  });
  // Added after the database's own: onClose hooks run last-added first, so the operations
  // port closes before the database does. A backup still running is stopped (its reader sees
  // it fail; a scheduled one's partial file is deleted) rather than held open past the drain.
  app.addHook('onClose', async () => {
    await backup.abort();
    await ops?.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    options.onListening?.(app, port);
    app.log.info({ port }, 'listening; migrating before taking traffic');
    ops = await startOpsServer({
      port: config.opsPort,
      routes: opsRoutes(app, backup),
      logger: app.log,
    });
    await runStartupWork(app, { migrate: options.migrate ?? migrateDatabase });
    if (config.backup.everyMs > 0) {
      const stopSchedule = scheduleBackups({
        service: backup,
        dir: config.backup.dir,
        everyMs: config.backup.everyMs,
        keep: config.backup.keep,
        log: app.log,
        onOutcome: (outcome, bytes) => app.opsMetrics.backupFinished('schedule', outcome, bytes),
      });
      app.addHook('preClose', async () => stopSchedule());
    }
    await printWelcome(app, port);
    app.log.info({ startupMs: Math.round(performance.now() - started) }, 'server started');
    return { app, port };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The lines `npm start` prints once ready (testing/server-process.ts reads the first). */
async function printWelcome(app: App, port: number): Promise<void> {
  const lines = [`SalesDash is running at http://localhost:${port}`];
  const demo = await app.db.query<{ email: string }>(
    'SELECT email FROM users WHERE lower(email) = ANY($1)',
    [demoSignIns.map((signIn) => signIn.email)],
  );
  if (demo.length > 0) {
    lines.push(`Demo sign-ins (password ${demoPassword}):`);
    for (const signIn of demoSignIns)
      lines.push(`  ${signIn.email.padEnd(20)} ${signIn.description}`);
  }
  const hint = await firstAdminHint(app.db);
  if (hint) {
    lines.push(...hint);
    app.log.warn({ hint: hint.join(' ') }, 'no account exists yet');
  }
  lines.push(`API docs: http://localhost:${port}/docs`);
  console.log(`\n${lines.join('\n')}\n`);
}
