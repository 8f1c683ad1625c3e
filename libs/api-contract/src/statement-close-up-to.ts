import * as z from 'zod/mini';
import { idSchema } from './id-param.ts';
import { statementMonthSchema } from './statement-month.ts';

/**
 * Starting statements on an organization with history (docs/decisions/0067-statements-start-from.md):
 * the "statements start from" month, and closing every month up to one as a background job.
 */

/** Query of `GET /api/statements/admin/start-from`: a month to measure before choosing it. */
export const statementsStartQuerySchema = z.object({ month: z.optional(statementMonthSchema) });
export type StatementsStartQuery = z.infer<typeof statementsStartQuerySchema>;

/** Body of `PUT /api/statements/admin/start-from`: the month, or null for no limit. */
export const statementsStartRequestSchema = z.object({
  start_from: z.nullable(statementMonthSchema),
});
export type StatementsStartRequest = z.infer<typeof statementsStartRequestSchema>;

/** `data` of `GET`/`PUT /api/statements/admin/start-from`. */
export const statementsStartSchema = z.object({
  /** `YYYY-MM`, or null: every record becomes a statement line. */
  start_from: z.nullable(z.string()),
  /** The month measured: the query's, else the current setting (null: nothing left out). */
  month: z.nullable(z.string()),
  /**
   * What starting from `month` leaves out: records (deals, payments, adjustments) dated
   * before it in months no close froze, and the commission they carry, in dollars.
   */
  left_out: z.object({ records: z.int(), amount: z.number() }),
  /** The first month with any record (before the start too), or null with none. */
  earliest_month: z.nullable(z.string()),
  /** The latest month it may be (the month after the last closed one), or null: any. */
  latest_allowed: z.nullable(z.string()),
});
export type StatementsStart = z.infer<typeof statementsStartSchema>;

/** Query of `GET /api/statements/admin/close-plan`. */
export const statementClosePlanQuerySchema = z.object({ up_to: statementMonthSchema });
export type StatementClosePlanQuery = z.infer<typeof statementClosePlanQuerySchema>;

/** What "close every month up to" would do: the months in order and the people they hold. */
export const statementClosePlanSchema = z.object({
  up_to: z.string(),
  months: z.array(z.string()),
  people: z.int(),
  /** Why it may not start, or null when it may. */
  refusal: z.nullable(z.string()),
});
export type StatementClosePlan = z.infer<typeof statementClosePlanSchema>;

/** Body of `POST /api/statements/admin/close-jobs`. */
export const statementCloseJobRequestSchema = z.object({ up_to: statementMonthSchema });
export type StatementCloseJobRequest = z.infer<typeof statementCloseJobRequestSchema>;

/** Body of `POST /api/statements/admin/close-jobs/:id/resume`. */
export const statementCloseJobResumeRequestSchema = z.object({
  /** The admin saw the stopped month's open disputes and closes it anyway. */
  confirm_open_disputes: z.optional(z.boolean()),
});
export type StatementCloseJobResumeRequest = z.infer<typeof statementCloseJobResumeRequestSchema>;

export const statementCloseJobParamsSchema = z.object({ id: idSchema });

export const statementCloseJobStatuses = ['running', 'stopped', 'done', 'cancelled'] as const;
export const statementCloseJobStopReasons = ['disputes', 'refused', 'failed', 'restart'] as const;

/** A "close every month up to" job, as its progress shows it. */
export const statementCloseJobSchema = z.object({
  job_id: z.int(),
  up_to: z.string(),
  months: z.array(z.string()),
  people: z.int(),
  months_done: z.int(),
  status: z.enum(statementCloseJobStatuses),
  /** The month being closed (running) or stopped at (stopped). */
  current_month: z.nullable(z.string()),
  stop_reason: z.nullable(z.enum(statementCloseJobStopReasons)),
  stop_message: z.nullable(z.string()),
  /** The stopped month's open disputes (0 unless it stopped for them). */
  open_disputes: z.int(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type StatementCloseJob = z.infer<typeof statementCloseJobSchema>;

/** `data` of `GET /api/statements/admin/close-jobs/latest`: the latest job, or null. */
export const statementLatestCloseJobSchema = z.nullable(statementCloseJobSchema);
