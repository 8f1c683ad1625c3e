import * as z from 'zod/mini';
import { idSchema } from './id-param.ts';
import { statementMonthSchema } from './statement-month.ts';
import { statementStatuses } from './statements.ts';

/**
 * The admin side of statements: a month of the organization, person by person, with
 * what changed from the month before; reopening a closed month; the payroll export.
 */

/** Query of `GET /api/statements/admin`. */
export const statementAdminQuerySchema = z.object({ month: statementMonthSchema });
export type StatementAdminQuery = z.infer<typeof statementAdminQuerySchema>;

/** One person of a month in the admin table. */
export const statementAdminPersonSchema = z.object({
  user_id: z.int(),
  display_name: z.string(),
  email: z.string(),
  payroll_id: z.nullable(z.string()),
  /** The frozen statement when the month is closed, null while it is open. */
  statement_id: z.nullable(z.int()),
  /** Dollars. */
  payable: z.number(),
  balance: z.number(),
  /** What the month before paid (0 when nothing), and `payable` minus it. */
  previous_payable: z.number(),
  change: z.number(),
  open_disputes: z.int(),
});
export type StatementAdminPerson = z.infer<typeof statementAdminPersonSchema>;

/** The month's payroll export, as last downloaded. */
export const statementPayrollExportSchema = z.object({
  exported_at: z.string(),
  exported_by_name: z.nullable(z.string()),
  /** The period version it was made from. */
  version: z.int(),
  /** True once the month was reopened after it: hand payroll the new one. */
  superseded: z.boolean(),
});
export type StatementPayrollExport = z.infer<typeof statementPayrollExportSchema>;

/** `data` of `GET /api/statements/admin?month=`. Managers get their team, read-only. */
export const statementAdminMonthSchema = z.object({
  month: z.string(),
  status: z.enum(statementStatuses),
  /** 1, then one more per reopening. */
  version: z.int(),
  closed_at: z.nullable(z.string()),
  reopened_at: z.nullable(z.string()),
  reopen_reason: z.nullable(z.string()),
  /** Whether the caller may close, reopen and export this month (admins). */
  can_manage: z.boolean(),
  /** Whether the month may close now (over in the org's time zone, next in order). */
  closable: z.boolean(),
  /** Why it may not, when it may not. */
  not_closable_reason: z.nullable(z.string()),
  /** The month in the way (an earlier open month with lines, a later closed one), to link. */
  blocking_month: z.nullable(z.string()),
  /** The organization's statements start month (`YYYY-MM`), or null for no limit. */
  statements_start_from: z.nullable(z.string()),
  /**
   * The months the picker offers, newest first: every month with lines, every closed one,
   * this month and the last (all up to this month).
   */
  months: z.array(z.string()),
  /** Whether it may reopen: closed, and the organization's latest closed month. */
  reopenable: z.boolean(),
  people: z.array(statementAdminPersonSchema),
  totals: z.object({ people: z.int(), payable: z.number(), previous_payable: z.number() }),
  open_disputes: z.int(),
  last_export: z.nullable(statementPayrollExportSchema),
});
export type StatementAdminMonth = z.infer<typeof statementAdminMonthSchema>;

/** Body of `POST /api/statements/admin/reopen`: the latest closed month and why. */
export const statementReopenRequestSchema = z.object({
  month: statementMonthSchema,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required: say why the month is reopened' }),
      z.maxLength(2000),
    ),
});
export type StatementReopenRequest = z.infer<typeof statementReopenRequestSchema>;

/** `data` of `POST /api/statements/admin/reopen`. */
export const statementReopenResultSchema = z.object({
  month: z.string(),
  status: z.literal('open'),
  /** The version the next close will store (the older one stays readable). */
  version: z.int(),
  reopened_at: z.string(),
});
export type StatementReopenResult = z.infer<typeof statementReopenResultSchema>;

/** The files of a month's payroll export. */
export const statementPayrollFormats = ['csv', 'zip'] as const;
export type StatementPayrollFormat = (typeof statementPayrollFormats)[number];

/**
 * Query of `GET /api/statements/admin/export`: a closed month as one payroll CSV (period,
 * person, email, payroll ID, total payable, currency) or a zip of every statement's PDF.
 */
export const statementPayrollExportQuerySchema = z.object({
  month: statementMonthSchema,
  format: z.enum(statementPayrollFormats),
});
export type StatementPayrollExportQuery = z.infer<typeof statementPayrollExportQuerySchema>;

/** Params of `GET /api/statements/:id` (any stored version: a reopened month keeps its old one). */
export const statementIdParamsSchema = z.object({ id: idSchema });

/**
 * Query of `GET /api/statements/month/:month` and its export: whose statement. Without
 * `user_id`, the caller's; with it, a person the caller sees (an admin anyone of the
 * organization, a manager their team), read-only.
 */
export const statementWhoseQuerySchema = z.object({ user_id: z.optional(idSchema) });
export type StatementWhoseQuery = z.input<typeof statementWhoseQuerySchema>;
