import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    db: Database;
  }
}

export type DbPluginOptions = {
  /** A ready, migrated database owned by the caller (tests); otherwise one is opened here. */
  database?: Database | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's statement_timeout for the server's own connections. */
  statementTimeoutMs?: number | undefined;
};

/**
 * Decorates `db`; a database opened here is closed with the server. It is not migrated here:
 * the server listens first and migrates after (operations/startup-work.ts), so nothing may
 * read a table while the app is being built.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    if (options.database) {
      app.decorate('db', options.database);
      return;
    }
    const database = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      statementTimeoutMs: options.statementTimeoutMs,
      onConnectionLost: (error) =>
        app.log.warn(
          { err: error },
          'a PostgreSQL connection was lost; the next query opens another',
        ),
    });
    app.decorate('db', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
