import type { FastifyInstance } from 'fastify';
import { metricsRoute } from './metrics-route.ts';
import type { OpsRoute } from './ops-server.ts';

/** Every route of the operations port for `app`; the backup route joins them here. */
export function opsRoutes(app: FastifyInstance): OpsRoute[] {
  return [metricsRoute(app.opsMetrics.registry)];
}
