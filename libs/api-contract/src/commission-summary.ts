import * as z from 'zod/mini';
import { bodyIdSchema, idSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { percentSchema } from './percent-input.ts';
import { transactionRowSchema } from './sales-lists.ts';

/**
 * Where a rate comes from, in the order the commission rule tries them
 * (docs/product-rules.md#commission).
 */
export const payRateSources = ['product_assignment', 'product_team', 'assignment', 'role'] as const;
export type PayRateSource = (typeof payRateSources)[number];

/**
 * A rate that pays a person on a deal dated today: on one product, or by default on every
 * product (`product_id` null). `commission` is a percent of cash collected (10 = 10 %);
 * `role_id` is text like the roles of `GET /api/roles`.
 */
export const payRateSchema = z.object({
  product_id: z.nullable(z.int()),
  product_name: z.nullable(z.string()),
  role_id: z.string(),
  role_title: z.string(),
  commission: z.number(),
  source: z.enum(payRateSources),
  /** The day a dated assignment took effect; null for a team or default role. */
  effective_from: z.nullable(z.string()),
});
export type PayRate = z.infer<typeof payRateSchema>;

/** One dated assignment of a sales role and rate (the history `PATCH /api/commission` writes). */
export const roleAssignmentSchema = z.object({
  role_assignment_id: z.int(),
  product_id: z.nullable(z.int()),
  product_name: z.nullable(z.string()),
  role_id: z.string(),
  role_title: z.string(),
  commission: z.number(),
  effective_from: z.string(),
  created_at: z.string(),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

/**
 * A pending transaction that would pay the person once approved: their part (`as` closer or
 * setter) at the rate in force on the deal date, computed by the commission rule, not yet paid.
 */
export const pendingCommissionSchema = z.extend(transactionRowSchema, {
  as: z.enum(['closer', 'setter']),
  estimated_commission: z.number(),
});
export type PendingCommission = z.infer<typeof pendingCommissionSchema>;

/** Most pending requests `GET /api/commission` lists (the totals count them all). */
export const maxListedPendingCommissions = 50;

/** `data` of `GET /api/commission` and `PATCH /api/commission`: one person's pay. */
export const commissionSummarySchema = z.object({
  user_id: z.int(),
  display_name: z.string(),
  /** In force today: the default first, then each active product. */
  rates: z.array(payRateSchema),
  /** Dated assignments, newest first. */
  history: z.array(roleAssignmentSchema),
  /** Every pending transaction crediting the person: how many, the cash, their estimated part. */
  pending: z.object({
    count: z.int(),
    amount: z.number(),
    estimated_commission: z.number(),
  }),
  /** The newest pending ones first, at most {@link maxListedPendingCommissions}. */
  requests: z.array(pendingCommissionSchema),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

/** Query of `GET /api/commission`: the caller's own, or `user_id` for someone they may see. */
export const commissionQuerySchema = z.object({ user_id: z.optional(idSchema) });
export type CommissionQuery = z.infer<typeof commissionQuerySchema>;

/**
 * Body of `PATCH /api/commission` (admin): from `effective_from` on, `user_id` is paid as
 * `role_id` on `product_id` (null: every product without a rate of its own), at `commission`
 * percent (the role's own when absent). Splits already paid keep the rate they were paid at;
 * a deal dated on or after `effective_from` is paid at the new one when it is approved.
 */
export const assignCommissionRequestSchema = z.strictObject({
  user_id: bodyIdSchema,
  product_id: z.nullable(bodyIdSchema),
  role_id: idSchema,
  commission: z.optional(percentSchema),
  effective_from: isoDateSchema,
});
export type AssignCommissionRequest = z.infer<typeof assignCommissionRequestSchema>;

/**
 * `data` of `POST /api/commission/preview`: what the same body sent to `PATCH /api/commission`
 * would do to the person's pending deals (nothing is saved): how many would pay another amount
 * once approved, and the change of their estimated commission in dollars (negative: less).
 */
export const rateChangePreviewSchema = z.object({
  /** Pending deals whose estimated commission the change moves. */
  repriced_deals: z.int(),
  /** Estimated commission of all pending deals after the change minus before, in dollars. */
  commission_change: z.number(),
  /** Estimated commission of the person's pending deals before and after, in dollars. */
  pending_commission_before: z.number(),
  pending_commission_after: z.number(),
});
export type RateChangePreview = z.infer<typeof rateChangePreviewSchema>;
