import * as z from 'zod/mini';
import { idSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { dollarsSchema, maxDollars } from './money-input.ts';

/**
 * An adjustment (docs/product-rules.md#commission): a bonus (positive) or clawback (negative)
 * added to commission.
 */
export const adjustmentSchema = z.object({
  adjustment_id: z.int(),
  user_id: z.int(),
  adjustment_date: z.string(),
  /** Signed dollars. */
  amount: z.number(),
  reason: z.string(),
  created_by: z.nullable(z.int()),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** `data` of `GET /api/adjustments/:userId`: newest first. */
export const adjustmentListSchema = z.array(adjustmentSchema);
export type AdjustmentList = z.infer<typeof adjustmentListSchema>;

/** Path params of `/api/adjustments/:userId`. */
export const adjustmentUserParamsSchema = z.object({ userId: idSchema });
/** Path params of `/api/adjustments/:userId/:adjustmentId`. */
export const adjustmentParamsSchema = z.object({ userId: idSchema, adjustmentId: idSchema });

/** Longest reason kept. */
export const maxReasonLength = 500;

const amountSchema = dollarsSchema(-maxDollars, maxDollars).check(
  z.refine((amount) => amount !== 0, { message: 'must not be 0' }),
);
const reasonSchema = z
  .string({ message: 'is required' })
  .check(
    z.trim(),
    z.minLength(1, { message: 'is required' }),
    z.maxLength(maxReasonLength, { message: `must be at most ${maxReasonLength} characters` }),
  );

/** Body of `POST /api/adjustments/:userId` (admin). */
export const createAdjustmentRequestSchema = z.strictObject({
  adjustment_date: isoDateSchema,
  amount: amountSchema,
  reason: reasonSchema,
});
export type CreateAdjustmentRequest = z.infer<typeof createAdjustmentRequestSchema>;

/** Body of `PATCH /api/adjustments/:userId/:adjustmentId` (admin): any of the fields. */
export const updateAdjustmentRequestSchema = z
  .strictObject({
    adjustment_date: z.optional(isoDateSchema),
    amount: z.optional(amountSchema),
    reason: z.optional(reasonSchema),
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, {
      message: 'give at least one of adjustment_date, amount, reason',
    }),
  );
export type UpdateAdjustmentRequest = z.infer<typeof updateAdjustmentRequestSchema>;
