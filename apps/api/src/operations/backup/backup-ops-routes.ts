import type { FastifyPluginAsync } from 'fastify';
import { BackupBusyError, scheduledBackupName, type BackupService } from './backup-service.ts';

/**
 * `POST /backup` on the operations port: the backup file's bytes, streamed as they are made
 * (`npm run backup` writes them to its file). A failure after the first byte aborts the
 * response, so the client never mistakes half a backup for a whole one.
 */
export const backupOpsRoutes: FastifyPluginAsync<{ service: BackupService }> = async (
  ops,
  { service },
) => {
  ops.post('/backup', async (request, reply) => {
    let opened;
    try {
      opened = await service.open();
    } catch (error) {
      if (error instanceof BackupBusyError) {
        return reply
          .code(409)
          .send({ status: 'error', error: { code: 'conflict', message: error.message } });
      }
      throw error;
    }
    const started = performance.now();
    opened.done.then(
      () => request.log.info({ ms: Math.round(performance.now() - started) }, 'backup sent'),
      (error: unknown) => request.log.error({ err: error }, 'backup failed'),
    );
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${scheduledBackupName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(opened.stream);
  });
};
