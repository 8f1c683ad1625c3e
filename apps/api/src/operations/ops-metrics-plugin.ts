import fp from 'fastify-plugin';
import { createOpsMetrics, type OpsMetrics } from './ops-metrics.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The server's Prometheus metrics, served by the operations port's `/metrics`. */
    opsMetrics: OpsMetrics;
  }
}

/**
 * Decorates `opsMetrics` and times every answered request. Registered before any route, so
 * its hook covers them all; the database and the socket server, registered later, are read at
 * each scrape.
 */
export const opsMetricsPlugin = fp(
  async (app) => {
    const metrics = createOpsMetrics({
      phase: () => app.readiness.phase(),
      poolStats: () => (app.hasDecorator('db') ? app.db.poolStats?.() : undefined),
      openSockets: () => (app.hasDecorator('io') ? app.io.of('/').sockets.size : 0),
    });
    app.decorate('opsMetrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest({
        method: request.method,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
    let stopTiming: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopTiming = app.db.observeQueries?.(metrics.observeQuery);
    });
    app.addHook('onClose', async () => {
      stopTiming?.();
    });
  },
  { name: 'ops-metrics' },
);
