import * as z from 'zod/mini';

/** A calendar month as `YYYY-MM`. */
export const isoMonthSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month as YYYY-MM' }));

/**
 * One month of a commission history: the commission earned that month in the
 * organization's timezone, splits and adjustments together, in dollars with at most 2 decimals.
 */
export const commissionHistoryRowSchema = z.object({
  month: isoMonthSchema,
  total_commission: z.number(),
});
export type CommissionHistoryRow = z.infer<typeof commissionHistoryRowSchema>;

/**
 * `GET /api/transactions/history/:id` (a person) and `/product-history/:id` (a product):
 * the last 12 months up to the current one, oldest first, months without commission included
 * with 0.
 */
export const commissionHistorySchema = z.array(commissionHistoryRowSchema);
export type CommissionHistory = z.infer<typeof commissionHistorySchema>;
