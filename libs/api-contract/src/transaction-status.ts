import * as z from 'zod/mini';

/** Where a transaction stands in the commission flow (docs/product-rules.md#commission). */
export const transactionStatuses = ['pending', 'approved', 'rejected', 'refunded'] as const;

export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactionStatusSchema = z.enum(transactionStatuses);

/**
 * The moves an admin may make (the server enforces them, screens offer only these). Approval
 * pays, a refund reverses what approval paid, so an approved transaction can only be refunded
 * and a refunded one is final; a rejection can be reopened as pending.
 */
export const transactionStatusMoves: Readonly<
  Record<TransactionStatus, readonly TransactionStatus[]>
> = {
  pending: ['approved', 'rejected'],
  approved: ['refunded'],
  rejected: ['pending'],
  refunded: [],
};

/**
 * Statuses whose amount, date and people may still change, and which may be deleted: nothing has
 * been paid on them (the server refuses the others with 409, screens offer Edit on these only).
 */
export const transactionStatusesOpenToChange: readonly TransactionStatus[] = [
  'pending',
  'rejected',
];

/** Body of `POST /api/transactions/status/:id` (admin only). */
export const changeTransactionStatusRequestSchema = z.strictObject({
  transaction_status: transactionStatusSchema,
});

export type ChangeTransactionStatusRequest = z.infer<typeof changeTransactionStatusRequestSchema>;

/** One commission split as the API shows it: money in dollars, `rate` a fraction (0.1 = 10 %). */
export const commissionSplitSchema = z.object({
  user_id: z.int(),
  role_id: z.nullable(z.int()),
  kind: z.enum(['earned', 'reversal']),
  rate: z.number(),
  amount: z.number(),
  split_date: z.string(),
});

export type CommissionSplit = z.infer<typeof commissionSplitSchema>;

/** `data` of a status change: the new status and every split of the transaction so far. */
export const transactionStatusChangeSchema = z.object({
  transaction_id: z.int(),
  transaction_status: transactionStatusSchema,
  commission_splits: z.array(commissionSplitSchema),
});

export type TransactionStatusChange = z.infer<typeof transactionStatusChangeSchema>;
