import * as z from 'zod/mini';
import { emailSchema } from './email-schema.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { isoDateTimeSchema } from './iso-date-time.ts';
import { dollarsSchema, maxDollars } from './money-input.ts';
import { appointmentStatuses } from './sales-lists.ts';
import { optionalTextSchema, requiredTextSchema } from './text-input.ts';
import { requiredNameSchema } from './name-input.ts';

/**
 * The sender's own id of a record (its CRM or booking tool's id). One namespace per organization
 * and record type, shared with spreadsheet imports: the same id from both is one record.
 */
export const externalIdSchema = requiredTextSchema(200);

/** A product named as the organization names it (matched case-insensitively). */
const productNameSchema = requiredNameSchema(100);

/** `data` of `transaction.upserted`: a payment; a second event with its external id updates it. */
export const transactionUpsertedDataSchema = z.object({
  external_id: externalIdSchema,
  /** The closer credited, matched by email to an active person of the organization. */
  closer_email: emailSchema,
  setter_email: z.optional(z.nullable(emailSchema)),
  product: productNameSchema,
  customer_name: requiredNameSchema(200),
  customer_email: z.optional(emailSchema),
  amount: dollarsSchema(0.01, maxDollars),
  /** The deal's value, on `new` deals; the amount when absent. */
  contract_value: z.optional(dollarsSchema(0, maxDollars)),
  transaction_type: z.enum(['new', 'payment_plan']),
  transaction_date: isoDateSchema,
  /** `approved` pays commission through the money core as an approval in the app does. */
  transaction_status: z.optional(z.enum(['pending', 'approved'])),
  notes: z.optional(optionalTextSchema(1000)),
});
export type TransactionUpsertedData = z.infer<typeof transactionUpsertedDataSchema>;

/** `data` of `transaction.refunded`: the whole payment came back; commission is clawed back. */
export const transactionRefundedDataSchema = z.object({ external_id: externalIdSchema });

/** `data` of `appointment.upserted`: a booked call; a repeat with its external id updates its status. */
export const appointmentUpsertedDataSchema = z.object({
  external_id: externalIdSchema,
  closer_email: emailSchema,
  setter_email: z.optional(z.nullable(emailSchema)),
  product: productNameSchema,
  lead_name: requiredNameSchema(200),
  lead_email: z.optional(emailSchema),
  call_date: isoDateTimeSchema,
  appointment_status: z.optional(z.enum(appointmentStatuses)),
});
export type AppointmentUpsertedData = z.infer<typeof appointmentUpsertedDataSchema>;

/** `data` of `appointment.status_changed`: how a call sent earlier went. */
export const appointmentStatusChangedDataSchema = z.object({
  external_id: externalIdSchema,
  appointment_status: z.enum(appointmentStatuses),
});

/** `data` of `outbound.created`: one message sent or call made by a person. */
export const outboundCreatedDataSchema = z.object({
  external_id: externalIdSchema,
  user_email: emailSchema,
  product: z.optional(z.nullable(productNameSchema)),
  type: z.enum(['message', 'call']),
  answered: z.optional(z.boolean()),
  duration_seconds: z.optional(z.int().check(z.gte(0), z.lte(86_400))),
});
export type OutboundCreatedData = z.infer<typeof outboundCreatedDataSchema>;

const event = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    /** When the sender's event happened (ISO 8601). */
    timestamp: z.optional(z.string()),
    data,
  });

/**
 * A generic webhook's JSON body (POST /api/hooks/{endpoint_id}), signed per the Standard
 * Webhooks specification: `{ type, timestamp, data }`, one of five event types.
 */
export const webhookEventSchema = z.discriminatedUnion('type', [
  event('transaction.upserted', transactionUpsertedDataSchema),
  event('transaction.refunded', transactionRefundedDataSchema),
  event('appointment.upserted', appointmentUpsertedDataSchema),
  event('appointment.status_changed', appointmentStatusChangedDataSchema),
  event('outbound.created', outboundCreatedDataSchema),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export const webhookEventTypes = [
  'transaction.upserted',
  'transaction.refunded',
  'appointment.upserted',
  'appointment.status_changed',
  'outbound.created',
] as const;
