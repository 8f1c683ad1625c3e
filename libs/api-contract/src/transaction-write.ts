import * as z from 'zod/mini';
import { dealPositions } from './deal-position.ts';
import { emailSchema } from './email-schema.ts';
import { bodyIdSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { dollarsSchema, maxDollars } from './money-input.ts';
import { transactionTypes } from './sales-lists.ts';
import { optionalTextSchema } from './text-input.ts';
import { requiredNameSchema } from './name-input.ts';

/** Longest customer name and notes kept. */
export const maxCustomerNameLength = 200;
export const maxNotesLength = 1_000;

/** A customer's email, or '' for none (a payment may come without one). */
const customerEmailSchema = z.union([z.literal(''), emailSchema], {
  message: 'must be an email address, or empty',
});

/** The fields of a deal that anyone who records one gives. */
const dealFields = {
  product_id: bodyIdSchema,
  customer_name: requiredNameSchema(maxCustomerNameLength),
  customer_email: z.optional(customerEmailSchema),
  /** Cash collected, in dollars: more than 0. */
  amount: dollarsSchema(0.01, maxDollars),
  /**
   * What a new deal is worth in all (dollars), at least its first payment; a new deal without
   * one was paid in full (the amount). Payment-plan instalments carry none.
   */
  contract_value: z.optional(dollarsSchema(0, maxDollars)),
  transaction_type: z.enum(transactionTypes, {
    message: `must be one of ${transactionTypes.join(', ')}`,
  }),
  /** The day the cash came in; not after today in the organization's timezone. */
  transaction_date: isoDateSchema,
  /** Who booked the call, paid at their own rate on approval; null or absent for none. */
  setter_id: z.optional(z.nullable(bodyIdSchema)),
  notes: z.optional(optionalTextSchema(maxNotesLength)),
};

type DealShape = {
  transaction_type?: (typeof transactionTypes)[number] | undefined;
  amount?: number | undefined;
  contract_value?: number | undefined;
  user_id?: number | undefined;
  setter_id?: number | null | undefined;
};

/**
 * Why a deal's fields do not fit together, as `[field, message]`, or null when they do. The
 * server runs it again on the stored row merged with a change, where a PATCH carries only part.
 */
export function dealProblem(deal: DealShape): [field: string, message: string] | null {
  const { transaction_type: type, amount, contract_value: value } = deal;
  if (type === 'payment_plan' && value !== undefined && value > 0) {
    return ['contract_value', 'is only for new deals; a payment-plan instalment has none'];
  }
  if (type === 'new' && value !== undefined && amount !== undefined && value < amount) {
    return ['contract_value', 'must be at least the amount collected'];
  }
  if (deal.setter_id != null && deal.user_id !== undefined && deal.setter_id === deal.user_id) {
    return ['setter_id', 'must be someone other than the closer'];
  }
  return null;
}

const fitsTogether = z.superRefine((deal: DealShape, context) => {
  const problem = dealProblem(deal);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem[1], path: [problem[0]], input: deal });
  }
});

/** Body of `POST /api/transactions` (admin): a deal credited to the closer `user_id`, pending. */
export const createTransactionRequestSchema = z
  .strictObject({ user_id: bodyIdSchema, ...dealFields })
  .check(fitsTogether);
export type CreateTransactionRequest = z.infer<typeof createTransactionRequestSchema>;

type RequestShape = {
  position?: (typeof dealPositions)[number] | undefined;
  user_id?: number | undefined;
  setter_id?: number | null | undefined;
};

/**
 * Why a request's people do not fit its position, as `[field, message]`, or null: the setter
 * names the deal's closer (`user_id`) and no other setter; the closer names no closer.
 */
function requestPositionProblem(request: RequestShape): [string, string] | null {
  if (request.position === 'setter') {
    if (request.user_id === undefined) return ['user_id', 'Choose the closer of the deal'];
    if (request.setter_id != null) return ['setter_id', 'must be empty: you set this deal'];
  } else if (request.user_id !== undefined) {
    return ['user_id', 'is only for a deal you set; you closed this one'];
  }
  return null;
}

/**
 * Body of `POST /api/transactions/employee`: the signed-in person requests commission on a
 * deal; it waits, pending, for an admin's approval. As its closer (`position` absent or
 * `closer`) they may name its setter; as its setter they name its closer (`user_id`), and a
 * setter's request never credits them as closer.
 */
export const requestCommissionRequestSchema = z
  .strictObject({
    ...dealFields,
    position: z.optional(
      z.enum(dealPositions, { message: `must be one of ${dealPositions.join(', ')}` }),
    ),
    user_id: z.optional(bodyIdSchema),
  })
  .check(
    fitsTogether,
    z.superRefine((request, context) => {
      const problem = requestPositionProblem(request);
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: problem[1],
          path: [problem[0]],
          input: request,
        });
      }
    }),
  );
export type RequestCommissionRequest = z.infer<typeof requestCommissionRequestSchema>;

/**
 * Body of `PATCH /api/transactions/:id` (admin): any of the fields. Only a pending or rejected
 * transaction changes; an approved one has paid commission at its amount and date.
 */
export const updateTransactionRequestSchema = z
  .strictObject({
    user_id: z.optional(bodyIdSchema),
    product_id: z.optional(dealFields.product_id),
    customer_name: z.optional(dealFields.customer_name),
    customer_email: dealFields.customer_email,
    amount: z.optional(dealFields.amount),
    contract_value: dealFields.contract_value,
    transaction_type: z.optional(dealFields.transaction_type),
    transaction_date: z.optional(isoDateSchema),
    setter_id: dealFields.setter_id,
    notes: dealFields.notes,
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, { message: 'give at least one field' }),
    fitsTogether,
  );
export type UpdateTransactionRequest = z.infer<typeof updateTransactionRequestSchema>;

/** `data` of `DELETE /api/transactions/:id`. */
export const deletedTransactionSchema = z.object({ transaction_id: z.int() });
export type DeletedTransaction = z.infer<typeof deletedTransactionSchema>;
