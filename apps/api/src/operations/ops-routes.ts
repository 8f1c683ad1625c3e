import type { FastifyInstance } from 'fastify';
import { backupOpsRoutes } from './backup/backup-ops-routes.ts';
import type { BackupService } from './backup/backup-service.ts';
import { metricsRoute } from './metrics-route.ts';
import type { OpsRoute } from './ops-server.ts';

/** Every route of the operations port for `app`: `/metrics` and `POST /backup`. */
export function opsRoutes(app: FastifyInstance, backup: BackupService): OpsRoute[] {
  const metrics = app.opsMetrics;
  return [
    metricsRoute(metrics.registry),
    async (ops) => {
      await ops.register(backupOpsRoutes, {
        service: backup,
        onOutcome: (outcome, bytes) => metrics.backupFinished('request', outcome, bytes),
      });
    },
  ];
}
