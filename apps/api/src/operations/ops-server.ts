import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import { ConfigError } from '../config.ts';
import { opsHostCheck } from './ops-host-check.ts';

const quieterLevels = new Set(['error', 'fatal', 'silent']);

/** A route (or several) of the operations port, e.g. `metricsRoute(registry)`. */
export type OpsRoute = FastifyPluginAsync;

export type OpsServerOptions = {
  /** OPS_PORT; 0 starts nothing. */
  port: number;
  routes: readonly OpsRoute[];
  logger: FastifyBaseLogger;
};

/**
 * The operations port: Prometheus' `/metrics`, the backup route. It asks nobody who they are
 * and is not in /openapi.json: it listens on 127.0.0.1 only, so only this machine (a local
 * Prometheus or agent, an SSH tunnel, `npm run backup`) reaches it, and a credential for a
 * scraper would be one more secret to keep for little gain. It also answers only requests
 * addressed to a loopback name (`ops-host-check.ts`), so a web page on this machine cannot
 * reach it through DNS rebinding. What it serves must never be routed to the main port.
 * @returns the listening server, or undefined when `port` is 0
 * @throws ConfigError naming OPS_PORT when the port is taken
 */
export async function startOpsServer(
  options: OpsServerOptions,
): Promise<FastifyInstance | undefined> {
  if (options.port === 0) return undefined;
  const ops = Fastify({
    // At most warnings: a scrape every 15 s would otherwise log two lines each time.
    loggerInstance: options.logger.child(
      { server: 'operations' },
      { level: quieterLevels.has(options.logger.level) ? options.logger.level : 'warn' },
    ),
    // Every connection, not only idle keep-alive ones: one opened without a request yet would
    // otherwise hold the shutdown until its timeout, and a backup still streaming is stopped
    // before this closes (start-server.ts).
    forceCloseConnections: true,
  });
  // Before every route, the 404 included: a request for another host name is refused whole.
  ops.addHook('onRequest', opsHostCheck);
  for (const route of options.routes) await ops.register(route);
  try {
    await ops.listen({ port: options.port, host: '127.0.0.1' });
  } catch (error) {
    await ops.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(
        `OPS_PORT: port ${options.port} on 127.0.0.1 is already in use (another SalesDash ` +
          'instance or an exporter?). Set OPS_PORT to a free port, or OPS_PORT=0 to turn the ' +
          'operations port (/metrics, backups) off.',
      );
    }
    throw error;
  }
  return ops;
}
