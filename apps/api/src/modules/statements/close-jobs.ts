import type { StatementCloseJob } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { openDisputesOfMonth } from '../../domain/statements/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { errorMessage } from '../../errors/error-message.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { closeStatementMonth } from './close-service.ts';

/**
 * A job that has closed no month for this long is no longer running anywhere. Generous: one
 * month of a large organization takes a minute or more to close (docs/benchmarks.md).
 */
export const staleCloseJobSeconds = 600;

type StopReason = NonNullable<StatementCloseJob['stop_reason']>;

/** A job row as the runner and the routes read it. */
type JobRow = {
  statement_close_job_id: number;
  organization_id: number;
  up_to: string;
  months: string[];
  people: number;
  months_done: number;
  status: StatementCloseJob['status'];
  stopped_month: string | null;
  stop_reason: StopReason | null;
  stop_message: string | null;
  confirmed_month: string | null;
  started_by: number | null;
  created_at: unknown;
  finished_at: unknown;
};

export async function loadCloseJob(
  db: Db,
  organizationId: number,
  jobId: number | 'latest',
): Promise<JobRow | null> {
  const [row] = await rowsOf<JobRow>(
    db,
    sql`SELECT * FROM statement_close_jobs WHERE organization_id = ${organizationId}
      AND ${jobId === 'latest' ? sql`true` : sql`statement_close_job_id = ${jobId}`}
      ORDER BY statement_close_job_id DESC LIMIT 1`,
  );
  return row ? { ...row, months: row.months } : null;
}

/** The months of the job that are closed now. */
async function closedAmong(db: Db, organizationId: number, months: readonly string[]) {
  const rows = await rowsOf<{ month: string }>(
    db,
    sql`SELECT month FROM statement_periods WHERE organization_id = ${organizationId}
      AND status = 'closed' AND month = ANY(${`{${months.join(',')}}`}::text[])`,
  );
  return new Set(rows.map((row) => row.month));
}

/** A job as its progress shows it. */
export async function closeJobView(db: Db, row: JobRow): Promise<StatementCloseJob> {
  const current =
    row.status === 'stopped'
      ? row.stopped_month
      : row.status === 'running'
        ? (row.months[row.months_done] ?? null)
        : null;
  const open =
    row.status === 'stopped' && row.stop_reason === 'disputes' && row.stopped_month
      ? [...(await openDisputesOfMonth(db, row.organization_id, row.stopped_month)).values()].flat()
          .length
      : 0;
  return {
    job_id: Number(row.statement_close_job_id),
    up_to: row.up_to,
    months: row.months,
    people: Number(row.people),
    months_done: Number(row.months_done),
    status: row.status,
    current_month: current,
    stop_reason: row.stop_reason,
    stop_message: row.stop_message,
    open_disputes: open,
    created_at: isoInstant(row.created_at),
    finished_at: row.finished_at == null ? null : isoInstant(row.finished_at),
  };
}

export type StatementCloseJobs = {
  /** Runs a job just set `running`, in the background. */
  start(organizationId: number, jobId: number): void;
  /** Marks running jobs that closed no month for a while (a crash, a restart) `stopped`. */
  sweep(olderThanSeconds?: number): Promise<number>;
  /** Resolves once no job runs here (tests, and a closing server). */
  idle(): Promise<void>;
  /** Stops every job between two months, each left `stopped` to resume. */
  close(): Promise<void>;
};

/**
 * "Close every month up to …" in the background (docs/decisions/0067-statements-start-from.md):
 * one month at a time, each its own close (its own transaction and audit row, exactly as a
 * single close), oldest first, so a stop anywhere leaves every month before it closed and the
 * rest open. It stops, to be resumed, at a month with open disputes the admin has not
 * confirmed (the single close's question), at a refusal, at a failure and when the server
 * stops. A resume starts from the first month of the job still open.
 */
export function createStatementCloseJobs(deps: {
  database: Database;
  unitOfWork: UnitOfWork;
  log: { error(object: object, message: string): void };
  /** Called after each month closed (tests throw here to play a crash, or stop the server). */
  afterMonth?: (month: string) => void | Promise<void>;
}): StatementCloseJobs {
  const { database, unitOfWork } = deps;
  const { db } = database;
  const running = new Set<Promise<void>>();
  /** The jobs this instance runs: a second start of one is a no-op, and no sweep stops them. */
  const here = new Set<number>();
  let closing = false;

  async function stop(jobId: number, month: string | null, reason: StopReason, message: string) {
    await db.execute(
      sql`UPDATE statement_close_jobs SET status = 'stopped', stopped_month = ${month},
          stop_reason = ${reason}, stop_message = ${message}, progress_at = clock_timestamp()
        WHERE statement_close_job_id = ${jobId} AND status = 'running'`,
    );
  }

  async function run(organizationId: number, jobId: number): Promise<void> {
    for (;;) {
      const job = await loadCloseJob(db, organizationId, jobId);
      if (!job || job.status !== 'running') return;
      const closed = await closedAmong(db, organizationId, job.months);
      const next = job.months.find((month) => !closed.has(month));
      if (next === undefined) {
        await db.execute(
          sql`UPDATE statement_close_jobs SET status = 'done', months_done = ${job.months.length},
              finished_at = clock_timestamp(), progress_at = clock_timestamp(),
              stopped_month = NULL, stop_reason = NULL, stop_message = NULL
            WHERE statement_close_job_id = ${jobId} AND status = 'running'`,
        );
        return;
      }
      if (closing) {
        await stop(jobId, next, 'restart', 'The server stopped while closing: resume to go on');
        return;
      }
      const disputes = [...(await openDisputesOfMonth(db, organizationId, next)).values()].flat()
        .length;
      const confirmed = job.confirmed_month === next;
      if (disputes > 0 && !confirmed) {
        await stop(
          jobId,
          next,
          'disputes',
          `${next} has ${disputes} open ${disputes === 1 ? 'dispute' : 'disputes'}: confirm to close it anyway, or resolve ${disputes === 1 ? 'it' : 'them'} first`,
        );
        return;
      }
      try {
        await closeStatementMonth(unitOfWork, organizationId, job.started_by ?? 0, next, {
          confirmOpenDisputes: confirmed,
        });
      } catch (error: unknown) {
        if (error instanceof ApiError && error.statusCode === 409) {
          await stop(jobId, next, 'refused', `${next} could not close: ${error.message}`);
          return;
        }
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
          month: next,
        });
      }
      await db.execute(
        sql`UPDATE statement_close_jobs SET months_done = ${closed.size + 1},
            progress_at = clock_timestamp()
          WHERE statement_close_job_id = ${jobId}`,
      );
      await deps.afterMonth?.(next);
      // Requests wait behind a close's statements on the embedded engine: let them in.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  return {
    start(organizationId, jobId) {
      if (here.has(jobId)) return;
      here.add(jobId);
      const job = run(organizationId, jobId)
        .catch(async (error: unknown) => {
          deps.log.error({ err: error, jobId }, 'statement close job failed');
          const month = (error as { month?: unknown }).month;
          await stop(
            jobId,
            typeof month === 'string' ? month : null,
            'failed',
            `${typeof month === 'string' ? `${month} could not close` : 'The job failed'}: ${errorMessage(error)}. Resume to try again`,
          ).catch(() => undefined);
        })
        .finally(() => {
          running.delete(job);
          here.delete(jobId);
        });
      running.add(job);
    },

    async sweep(olderThanSeconds = staleCloseJobSeconds) {
      const rows = await database.query<{ statement_close_job_id: number }>(
        `UPDATE statement_close_jobs SET status = 'stopped', stop_reason = 'restart',
            stopped_month = months[months_done + 1],
            stop_message = 'The server stopped while closing: resume to go on'
          WHERE status = 'running' AND progress_at <= now() - make_interval(secs => $1)
            AND NOT (statement_close_job_id = ANY($2::int[]))
          RETURNING statement_close_job_id`,
        [olderThanSeconds, [...here]],
      );
      return rows.length;
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    async close() {
      closing = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
