import * as z from 'zod/mini';
import { idSchema, queryIntegerSchema } from './id-param.ts';
import { statementDisputeSchema } from './statement-disputes.ts';
import { statementMonthSchema } from './statement-month.ts';

export { statementMonthSchema };

/**
 * Commission statements (docs/product-rules.md#statements): one per paid person per month of the
 * organization (in its time zone). A month is `open` (its statements say "so far", computed from
 * the money core as closing would freeze them today) until an admin closes it; a closed statement
 * never changes.
 */
export const statementStatuses = ['open', 'closed'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/**
 * What a line is:
 * - `commission`: an earned split of an approved deal;
 * - `clawback`: a reversal split of a refund (negative), pointing back to the deal it reverses;
 * - `adjustment`: a bonus (positive) or a clawback an admin entered (negative);
 * - `carry_over`: a negative balance carried in from the month before;
 * - `correction`: a change to a line of a closed month, landing in the next open one; also the
 *   adjustment an accepted dispute posts (its key stays `adjustment:<id>`, `corrects` names the
 *   disputed line).
 */
export const statementLineKinds = [
  'commission',
  'clawback',
  'adjustment',
  'carry_over',
  'correction',
] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

/** A line that explains itself: the record it comes from and the rule that produced it. */
export const statementLineSchema = z.object({
  /**
   * Stable per source record: `split:<id>`, `adjustment:<id>`, `carry:<YYYY-MM>` (a dispute
   * names it, and a closed statement keeps it).
   */
  key: z.string(),
  kind: z.enum(statementLineKinds),
  /** The record's own date (a late line keeps it). */
  date: z.string(),
  /** Dated in a month already closed when the record arrived: it lands in the first open one. */
  late: z.boolean(),
  product_id: z.nullable(z.int()),
  product_name: z.nullable(z.string()),
  transaction_id: z.nullable(z.int()),
  customer_name: z.nullable(z.string()),
  /** The deal's amount collected, in dollars. */
  cash_collected: z.nullable(z.number()),
  /** The person's sales role on that product when the split was paid. */
  role_title: z.nullable(z.string()),
  /** The split's rate as a fraction (0.1 = 10 %). */
  rate: z.nullable(z.number()),
  /** Dollars, negative for clawbacks and negative adjustments. */
  amount: z.number(),
  /** "Closer 10 % of $3,000.00 collected on 2026-03-04", "Bonus: March contest"… */
  explanation: z.string(),
  /** The line this one reverses or corrects (a clawback's earned split, a correction's line). */
  corrects: z.nullable(z.object({ month: z.string(), key: z.string() })),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A statement's totals, in dollars; `payable` is never below zero (the rest carries over). */
export const statementTotalsSchema = z.object({
  commission: z.number(),
  clawbacks: z.number(),
  adjustments: z.number(),
  carried_in: z.number(),
  corrections: z.number(),
  /** Everything above summed. */
  balance: z.number(),
  payable: z.number(),
  /** A negative balance, carried to the next month. */
  carried_out: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** A stored (closed) version of a person's statement of a month. */
export const statementVersionSchema = z.object({
  statement_id: z.int(),
  version: z.int(),
  closed_at: z.string(),
  /** Left behind by a reopening of the month. */
  superseded: z.boolean(),
});
export type StatementVersion = z.infer<typeof statementVersionSchema>;

/** A person's statement for a month, with its lines. */
export const statementSchema = z.object({
  /** Null for an open month's statement that has no stored row yet ("so far"). */
  statement_id: z.nullable(z.int()),
  month: z.string(),
  status: z.enum(statementStatuses),
  /** 1, then one more for each reopening of its month (the older versions stay readable). */
  version: z.int(),
  user_id: z.int(),
  display_name: z.string(),
  email: z.string(),
  currency: z.literal('USD'),
  lines: z.array(statementLineSchema),
  totals: statementTotalsSchema,
  closed_at: z.nullable(z.string()),
  /**
   * A closed version the month's reopening left behind (still readable by id; the month's
   * current statement is the newer version, or "so far" while it is open again).
   */
  superseded: z.boolean(),
  /** The disputes of this statement's lines, oldest first. */
  disputes: z.array(statementDisputeSchema),
  /** For a closed statement: the disputes still open when it was closed (ids). */
  open_dispute_ids_at_close: z.array(z.int()),
  /**
   * Why this statement differs from the month's dashboard (which counts records by their own
   * date), one sentence per month: "$400.00 of November 2026's commission was paid in December
   * 2026's statement as a late line". Empty when late lines make no difference.
   */
  late_notes: z.array(z.string()),
  /** The person's stored versions of this month, oldest first (empty before the first close). */
  versions: z.array(statementVersionSchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** Query of `GET /api/statements`: the year whose months to list. */
export const statementListQuerySchema = z.object({ year: queryIntegerSchema(1900, 2999) });
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

/** Params of `GET /api/statements/month/:month`. */
export const statementMonthParamsSchema = z.object({ month: statementMonthSchema });
export type StatementMonthParams = z.infer<typeof statementMonthParamsSchema>;

/** A month of the caller's year that has a line or a carry in, with what it pays. */
export const statementMonthSummarySchema = z.object({
  month: z.string(),
  status: z.enum(statementStatuses),
  /** Null while the month is open (no stored statement yet). */
  statement_id: z.nullable(z.int()),
  /** Dollars, never below zero. */
  payable: z.number(),
});
export type StatementMonthSummary = z.infer<typeof statementMonthSummarySchema>;

/** `GET /api/statements?year=`: the caller's months of that year, oldest first. */
export const statementMonthListSchema = z.array(statementMonthSummarySchema);
export type StatementMonthList = z.infer<typeof statementMonthListSchema>;

/**
 * `GET /api/statements/span`: the caller's first and latest months with a statement line (null
 * when none yet). `/statements` opens on the latest and lists the years from the first.
 */
export const statementSpanSchema = z.object({
  first_month: z.nullable(z.string()),
  latest_month: z.nullable(z.string()),
});
export type StatementSpan = z.infer<typeof statementSpanSchema>;

/**
 * `GET /api/statements/month/:month/late-notes`: the statement's `late_notes` alone, for the
 * dashboard's commission card of that month (also when the person has no statement then).
 */
export const statementLateNotesSchema = z.object({ notes: z.array(z.string()) });
export type StatementLateNotes = z.infer<typeof statementLateNotesSchema>;

/** The file formats of a statement's download. */
export const statementExportFormats = ['csv', 'pdf'] as const;
export type StatementExportFormat = (typeof statementExportFormats)[number];

/** Query of `GET /api/statements/month/:month/export`: which file. */
export const statementExportQuerySchema = z.object({
  format: z.enum(statementExportFormats),
  /** Whose statement (see `statementWhoseQuerySchema`): the caller's when absent. */
  user_id: z.optional(idSchema),
});
export type StatementExportQuery = z.infer<typeof statementExportQuerySchema>;

/**
 * Body of `POST /api/statements/admin/close`: the month to close. A month with open disputes
 * closes only with `confirm_open_disputes: true` (409 otherwise, naming how many are open).
 */
export const statementCloseRequestSchema = z.object({
  month: statementMonthSchema,
  confirm_open_disputes: z.optional(z.boolean()),
});
export type StatementCloseRequest = z.infer<typeof statementCloseRequestSchema>;

/** A statement frozen by a close, as the close answers it (its lines are read by id later). */
export const closedStatementSummarySchema = z.object({
  statement_id: z.int(),
  user_id: z.int(),
  display_name: z.string(),
  totals: statementTotalsSchema,
});
export type ClosedStatementSummary = z.infer<typeof closedStatementSummarySchema>;

/** What `POST /api/statements/admin/close` answers: the closed period and its statements. */
export const statementCloseResultSchema = z.object({
  month: z.string(),
  status: z.literal('closed'),
  version: z.int(),
  closed_at: z.string(),
  statements: z.array(closedStatementSummarySchema),
});
export type StatementCloseResult = z.infer<typeof statementCloseResultSchema>;
