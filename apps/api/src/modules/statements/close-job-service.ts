import type {
  StatementCloseJob,
  StatementClosePlan,
  StatementsStart,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import {
  closePlan,
  statementsStartFacts,
  statementsStartFrom,
} from '../../domain/statements/index.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import {
  closeJobView,
  createStatementCloseJobs,
  loadCloseJob,
  staleCloseJobSeconds,
  type StatementCloseJobs,
} from './close-jobs.ts';

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** The organization's running close job, if any: while one runs, the start month stays. */
async function runningJob(db: Db, organizationId: number) {
  const [row] = await rowsOf<{ up_to: string }>(
    db,
    sql`SELECT up_to FROM statement_close_jobs
      WHERE organization_id = ${organizationId} AND status = 'running' FOR UPDATE`,
  );
  return row ?? null;
}

export type StatementCloseService = {
  jobs: StatementCloseJobs;
  /** The start month, and what a month (`month`, else the current one) leaves out before it. */
  startFacts(organizationId: number, month?: string): Promise<StatementsStart>;
  /** What closing every month up to `upTo` would close, or why it may not start. */
  plan(organizationId: number, upTo: string): Promise<StatementClosePlan>;
  /** The organization's latest close job, or null when it never started one. */
  latestJob(organizationId: number): Promise<StatementCloseJob | null>;
  /** Sets the statements start month (audited); 409 past the month after the last close. */
  setStart(organizationId: number, startFrom: string | null): Promise<StatementsStart>;
  /** Starts closing every month up to `upTo` (audited); 409 when it may not. */
  startJob(organizationId: number, startedBy: number, upTo: string): Promise<StatementCloseJob>;
  /** Resumes a stopped job, closing its stopped month with open disputes when confirmed. */
  resumeJob(
    organizationId: number,
    jobId: number,
    confirmOpenDisputes: boolean,
  ): Promise<StatementCloseJob>;
};

export function createStatementCloseService(
  database: Database,
  unitOfWork: UnitOfWork,
  options: { log: { error(object: object, message: string): void } } & Pick<
    Parameters<typeof createStatementCloseJobs>[0],
    'afterMonth'
  >,
): StatementCloseService {
  const jobs = createStatementCloseJobs({ database, unitOfWork, ...options });

  const { db } = database;

  return {
    jobs,

    startFacts: (organizationId, month) => statementsStartFacts(db, organizationId, month),

    plan: (organizationId, upTo) => closePlan(db, organizationId, upTo),

    async latestJob(organizationId) {
      const job = await loadCloseJob(db, organizationId, 'latest');
      return job ? closeJobView(db, job) : null;
    },

    async setStart(organizationId, startFrom) {
      await unitOfWork.run(async ({ db }) => {
        // One change of the start at a time, and none under a running close.
        await db.execute(
          sql`SELECT 1 FROM organizations WHERE organization_id = ${organizationId} FOR UPDATE`,
        );
        const running = await runningJob(db, organizationId);
        if (running) {
          throw conflict(
            `Months are being closed up to ${running.up_to}: change the start once it stops`,
          );
        }
        const before = await statementsStartFrom(db, organizationId);
        if (before === startFrom) return;
        const facts = await statementsStartFacts(db, organizationId, startFrom ?? undefined);
        if (startFrom !== null && facts.latest_allowed && startFrom > facts.latest_allowed) {
          throw conflict(
            `start_from: statements can start no later than ${facts.latest_allowed}, the month after the last closed one`,
          );
        }
        await db.execute(
          sql`UPDATE organizations SET statements_start_from = ${startFrom}
            WHERE organization_id = ${organizationId}`,
        );
        await recordAudit(db, {
          organizationId,
          action: 'organization.statements_start_changed',
          entityType: 'organization',
          entityId: organizationId,
          before: { statements_start_from: before },
          after: {
            statements_start_from: startFrom,
            left_out_records: facts.left_out.records,
            left_out_amount: facts.left_out.amount,
          },
        });
      });
      return statementsStartFacts(database.db, organizationId);
    },

    async startJob(organizationId, startedBy, upTo) {
      const jobId = await unitOfWork.run(async ({ db }) => {
        await db.execute(
          sql`SELECT 1 FROM organizations WHERE organization_id = ${organizationId} FOR UPDATE`,
        );
        const running = await runningJob(db, organizationId);
        if (running) throw conflict(`Months are already being closed up to ${running.up_to}`);
        const plan = await closePlan(db, organizationId, upTo);
        if (plan.refusal) throw conflict(plan.refusal);
        // A stopped job the admin did not resume gives way to the new one.
        await db.execute(
          sql`UPDATE statement_close_jobs SET status = 'cancelled', finished_at = now()
            WHERE organization_id = ${organizationId} AND status = 'stopped'`,
        );
        const [row] = await rowsOf<{ id: number }>(
          db,
          sql`INSERT INTO statement_close_jobs (organization_id, up_to, months, people, started_by)
            VALUES (${organizationId}, ${upTo}, ${`{${plan.months.join(',')}}`}::text[],
              ${plan.people}, ${startedBy})
            RETURNING statement_close_job_id AS id`,
        );
        if (!row) throw new Error('the job row is missing');
        await recordAudit(db, {
          organizationId,
          action: 'statement.close_up_to_started',
          entityType: 'statement_period',
          entityId: upTo,
          after: { up_to: upTo, months: plan.months, people: plan.people },
        });
        return Number(row.id);
      });
      jobs.start(organizationId, jobId);
      const job = await loadCloseJob(database.db, organizationId, jobId);
      if (!job) throw notFound();
      return closeJobView(database.db, job);
    },

    async resumeJob(organizationId, jobId, confirmOpenDisputes) {
      await unitOfWork.run(async ({ db }) => {
        const [job] = await rowsOf<{
          status: string;
          up_to: string;
          stopped_month: string | null;
          stale: boolean;
        }>(
          db,
          sql`SELECT status, up_to, stopped_month,
              progress_at <= now() - make_interval(secs => ${staleCloseJobSeconds}) AS stale
            FROM statement_close_jobs
            WHERE organization_id = ${organizationId} AND statement_close_job_id = ${jobId}
            FOR UPDATE`,
        );
        if (!job) throw notFound();
        // A running job nothing advanced for a while died with its server: it resumes too.
        if (job.status !== 'stopped' && !(job.status === 'running' && job.stale)) {
          throw conflict(
            job.status === 'running'
              ? 'The job is running'
              : `The job is ${job.status}: start a new one`,
          );
        }
        await db.execute(
          sql`UPDATE statement_close_jobs SET status = 'running', stop_reason = NULL,
              stop_message = NULL, stopped_month = NULL, progress_at = now(),
              confirmed_month = ${confirmOpenDisputes ? job.stopped_month : null}
            WHERE statement_close_job_id = ${jobId}`,
        );
        await recordAudit(db, {
          organizationId,
          action: 'statement.close_up_to_resumed',
          entityType: 'statement_period',
          entityId: job.up_to,
          after: {
            up_to: job.up_to,
            from_month: job.stopped_month,
            confirmed_open_disputes: confirmOpenDisputes,
          },
        });
      });
      jobs.start(organizationId, jobId);
      const job = await loadCloseJob(database.db, organizationId, jobId);
      if (!job) throw notFound();
      return closeJobView(database.db, job);
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    statementCloseService: StatementCloseService;
  }
}

/**
 * Decorates `statementCloseService`. Jobs run in the background of the instance that started
 * them; once migrated, a sweep marks the ones no instance runs any more `stopped` (at start on
 * the embedded engine, whose one process is this one; after a while on PostgreSQL, where
 * another instance may be running them), and closing stops each between two months.
 */
export const statementCloseServicePlugin = fp(
  async (app) => {
    const service = createStatementCloseService(app.db, app.unitOfWork, { log: app.log });
    app.decorate('statementCloseService', service);
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    void app.readiness.whenReady().then(async () => {
      if (closed) return;
      const sweep = (olderThan?: number) =>
        service.jobs
          .sweep(olderThan)
          .catch((error: unknown) => app.log.error({ err: error }, 'close job sweep failed'));
      if (app.db.kind === 'pglite') await sweep(0);
      timer = setInterval(() => void sweep(), 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await service.jobs.close();
    });
  },
  { name: 'statement-close-service', dependencies: ['db', 'realtime'] },
);
