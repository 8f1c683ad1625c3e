import * as z from 'zod/mini';
import { idSchema } from './id-param.ts';
import { dollarsSchema, maxDollars } from './money-input.ts';
import { statementMonthSchema } from './statement-month.ts';

/**
 * Disputes of statement lines (docs/product-rules.md#statements): a person flags a line of their
 * statement with a comment; an admin accepts it (with an adjustment, landing in the first open
 * month as a dispute correction that points back to the disputed line) or rejects it with a reason.
 * Both sides are notified, and mailed when the server sends mail.
 */
export const statementDisputeStatuses = ['open', 'accepted', 'rejected'] as const;
export type StatementDisputeStatus = (typeof statementDisputeStatuses)[number];

export const statementDisputeSchema = z.object({
  dispute_id: z.int(),
  /** The statement month of the disputed line. */
  month: z.string(),
  /** The disputed line's `key` in that month's statement. */
  line_key: z.string(),
  /** The line as the person saw it when they flagged it. */
  line_explanation: z.string(),
  line_amount: z.number(),
  user_id: z.int(),
  display_name: z.string(),
  comment: z.string(),
  status: z.enum(statementDisputeStatuses),
  /** The admin's reason (required to reject, optional to accept). */
  resolution_reason: z.nullable(z.string()),
  /** The adjustment an accepted dispute posted (dollars, signed), when it posted one. */
  adjustment_amount: z.nullable(z.number()),
  adjustment_id: z.nullable(z.int()),
  /**
   * `YYYY-MM` where the adjustment of an acceptance lands, as a dispute correction line: for an
   * open dispute where it would land today (the disputed line's month while open, else the
   * first open month after it), for a resolved one where it landed (null when none was posted).
   */
  correction_month: z.nullable(z.string()),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
  resolved_by_name: z.nullable(z.string()),
});
export type StatementDispute = z.infer<typeof statementDisputeSchema>;

/** Params of `POST /api/statements/month/:month/lines/:key/disputes`. */
export const statementLineParamsSchema = z.object({
  month: statementMonthSchema,
  key: z.string().check(
    z.regex(/^(split|adjustment|carry|correction):[\w:-]{1,60}$/, {
      message: 'must be a statement line key such as split:12',
    }),
  ),
});
export type StatementLineParams = z.infer<typeof statementLineParamsSchema>;

/** Body of `POST /api/statements/month/:month/lines/:key/disputes`. */
export const createStatementDisputeRequestSchema = z.object({
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required: say what is wrong with the line' }),
      z.maxLength(2000),
    ),
});
export type CreateStatementDisputeRequest = z.infer<typeof createStatementDisputeRequestSchema>;

/** Query of `GET /api/statements/admin/disputes`. */
export const statementDisputeListQuerySchema = z.object({
  status: z._default(z.enum(['open', 'resolved', 'all']), 'open'),
  month: z.optional(statementMonthSchema),
});
export type StatementDisputeListQuery = z.input<typeof statementDisputeListQuerySchema>;

/** `data` of `GET /api/statements/admin/disputes`, newest first. */
export const statementDisputeListSchema = z.array(statementDisputeSchema);
export type StatementDisputeList = z.infer<typeof statementDisputeListSchema>;

/** Params of `POST /api/statements/admin/disputes/:id/resolve`. */
export const statementDisputeParamsSchema = z.object({ id: idSchema });

/**
 * Body of `POST /api/statements/admin/disputes/:id/resolve`: accept (optionally posting an
 * adjustment of `adjustment_amount` dollars, signed, non-zero) or reject with a reason.
 */
export const resolveStatementDisputeRequestSchema = z
  .object({
    outcome: z.enum(['accepted', 'rejected']),
    reason: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
    // dollarsSchema declares its cents step (multipleOf 0.01) in the OpenAPI document too.
    adjustment_amount: z.optional(
      dollarsSchema(-maxDollars, maxDollars).check(
        z.refine((n) => n !== 0, { message: 'must not be 0' }),
      ),
    ),
  })
  .check(
    z.refine((body) => body.outcome === 'accepted' || body.reason.length > 0, {
      message: 'reason is required to reject a dispute',
      path: ['reason'],
    }),
    z.refine((body) => body.outcome === 'accepted' || body.adjustment_amount === undefined, {
      message: 'adjustment_amount is only for an accepted dispute',
      path: ['adjustment_amount'],
    }),
  );
export type ResolveStatementDisputeRequest = z.input<typeof resolveStatementDisputeRequestSchema>;
