import type { ErrorEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { BackupBusyError, scheduledBackupName, type BackupService } from './backup-service.ts';

/**
 * `POST /backup` on the operations port: the backup file's bytes, streamed as they are made
 * (`npm run backup` writes them to its file). A failure after the first byte aborts the
 * response, so the client never mistakes half a backup for a whole one.
 */
export type BackupOpsRoutesOptions = {
  service: BackupService;
  /** Called once per backup asked for, when it has been sent in full or failed. */
  onOutcome?: (outcome: 'written' | 'failed', bytes: number) => void;
};

export const backupOpsRoutes: FastifyPluginAsync<BackupOpsRoutesOptions> = async (
  ops,
  { service, onOutcome },
) => {
  ops.post('/backup', async (request, reply) => {
    let opened;
    try {
      opened = await service.open();
    } catch (error) {
      if (error instanceof BackupBusyError) {
        const body: ErrorEnvelope = { status: 'error', code: 'conflict', message: error.message };
        return reply.code(409).send(body);
      }
      throw error;
    }
    const started = performance.now();
    let bytes = 0;
    opened.stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    opened.done.then(
      () => {
        request.log.info({ ms: Math.round(performance.now() - started), bytes }, 'backup sent');
        onOutcome?.('written', bytes);
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'backup failed');
        onOutcome?.('failed', bytes);
        // The response cannot say so after its first bytes: it must break off, or the client
        // (and the port's close at shutdown) would wait on it for good.
        if (!reply.raw.writableEnded) reply.raw.destroy();
      },
    );
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${scheduledBackupName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(opened.stream);
  });
};
