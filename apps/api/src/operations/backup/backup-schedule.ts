import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  BackupBusyError,
  pruneBackups,
  scheduledBackupName,
  type BackupService,
} from './backup-service.ts';

export type BackupScheduleOptions = {
  service: BackupService;
  dir: string;
  everyMs: number;
  keep: number;
  log: FastifyBaseLogger;
  /** Called after each scheduled backup (metrics). */
  onOutcome?: (outcome: 'written' | 'failed' | 'skipped', bytes: number) => void;
};

/**
 * Runs a backup every `everyMs` into `dir` and keeps the newest `keep`. A backup that fails is
 * logged and the older ones stay; one still running when the next is due makes that one skip.
 * Returns a function that stops the schedule (shutdown).
 */
export function scheduleBackups(options: BackupScheduleOptions): () => void {
  const run = async () => {
    const file = path.join(options.dir, scheduledBackupName(new Date()));
    const started = performance.now();
    try {
      const { bytes } = await options.service.writeFile(file);
      const pruned = await pruneBackups(options.dir, options.keep);
      options.log.info(
        { file, bytes, ms: Math.round(performance.now() - started), pruned },
        'scheduled backup written',
      );
      options.onOutcome?.('written', bytes);
    } catch (error) {
      if (error instanceof BackupBusyError) {
        options.log.warn('scheduled backup skipped: another backup is running');
        options.onOutcome?.('skipped', 0);
        return;
      }
      options.log.error({ err: error, file }, 'scheduled backup failed');
      options.onOutcome?.('failed', 0);
    }
  };
  const timer = setInterval(() => void run(), options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
