import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * "Close every month up to …" run in the background (docs/decisions/0067-statements-start-from.md):
 * the months it was asked to close, how many are, and where it stopped. One unfinished job
 * (running or stopped) per organization. A stop (open disputes, a refusal, a restart) keeps the
 * row, so the admin resumes it.
 */
export const statementCloseJobs = pgTable(
  'statement_close_jobs',
  {
    statementCloseJobId: integer('statement_close_job_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `YYYY-MM`: the last month to close. */
    upTo: text('up_to').notNull(),
    /** The months planned at the start, oldest first (`YYYY-MM`). */
    months: text('months').array().notNull(),
    /** How many people the confirmation said the months hold. */
    people: integer('people').notNull(),
    monthsDone: integer('months_done').notNull().default(0),
    /** `running`, `stopped` (resumable), `done` or `cancelled`. */
    status: text('status').notNull().default('running'),
    /** The month it stopped at, why (`disputes`, `refused`, `failed`, `restart`) and in words. */
    stoppedMonth: text('stopped_month'),
    stopReason: text('stop_reason'),
    stopMessage: text('stop_message'),
    /** A month whose open disputes the admin confirmed on resuming: it closes with them. */
    confirmedMonth: text('confirmed_month'),
    startedBy: integer('started_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_close_jobs_org_idx').on(t.organizationId, t.statementCloseJobId),
    uniqueIndex('statement_close_jobs_one_unfinished_idx')
      .on(t.organizationId)
      .where(sql`${t.status} in ('running', 'stopped')`),
    check(
      'statement_close_jobs_status_check',
      sql`${t.status} in ('running', 'stopped', 'done', 'cancelled')`,
    ),
  ],
);
