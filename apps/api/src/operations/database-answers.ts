import type { Database } from '../db/client.ts';

/**
 * Whether the database answers `select 1` within `timeoutMs`. A PostgreSQL server that is down
 * can leave a connection attempt hanging far longer than a load balancer's probe waits: the
 * probe gets its answer in time, and the query is left to finish or fail on its own.
 */
export async function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = database.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
