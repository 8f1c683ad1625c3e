import type { FastifyPluginAsync } from 'fastify';
import { Registry } from 'prom-client';
import { processMetricsRegistry } from './process-metrics.ts';

/** `GET /metrics` of the operations port: the process's metrics and the server's, in Prometheus' text format. */
export function metricsRoute(serverRegistry: Registry): FastifyPluginAsync {
  return async (ops) => {
    ops.get('/metrics', async (_request, reply) => {
      const registry = Registry.merge([processMetricsRegistry(), serverRegistry]);
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    });
  };
}
