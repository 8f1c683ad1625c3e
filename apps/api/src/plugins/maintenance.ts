import fp from 'fastify-plugin';
import { createMaintenanceTask } from '../db/maintenance-task.ts';

export type MaintenanceOptions = {
  /** How often the task looks for tables to vacuum; 0 turns it off. */
  intervalMs: number;
  /** How long the server must have had no request before a table's VACUUM starts. */
  quietMs: number;
};

/**
 * The embedded engine's periodic VACUUM (ANALYZE), a table at a time, while the server is
 * quiet (db/maintenance-task.ts); each table it does is logged. PostgreSQL has autovacuum,
 * so nothing runs there. Closing the server stops it after the table in progress.
 */
export const maintenancePlugin = fp<MaintenanceOptions>(
  async (app, options) => {
    if (app.db.kind !== 'pglite' || options.intervalMs <= 0) return;
    let lastRequest = 0;
    let inFlight = 0;
    app.addHook('onRequest', async () => {
      inFlight += 1;
      lastRequest = Date.now();
    });
    app.addHook('onResponse', async () => {
      inFlight -= 1;
      lastRequest = Date.now();
    });
    const task = createMaintenanceTask({
      database: app.db,
      isQuiet: () => inFlight === 0 && Date.now() - lastRequest >= options.quietMs,
      log: (table) => app.log.info({ maintenance: table }, `maintenance: vacuumed ${table.table}`),
    });
    const timer = setInterval(() => {
      // Never beside the start's migrations, nor once a shutdown drains.
      if (app.readiness.phase() !== 'ready') return;
      task.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'maintenance failed'));
    }, options.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await task.stop();
    });
  },
  { name: 'maintenance', dependencies: ['db'] },
);
