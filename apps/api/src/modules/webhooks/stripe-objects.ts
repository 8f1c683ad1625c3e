import {
  emailSchema,
  maxCustomerNameLength,
  maxDollars,
  optionalNameSchema,
} from '@salesdash/api-contract';
import * as z from 'zod/mini';
import { fieldError } from '../../errors/api-error.ts';

/*
 * The parts of Stripe's objects a delivery reads, checked before anything is applied: a signed
 * event is Stripe's word, but a field of the wrong kind must never reach a comparison or the
 * money core (an amount of "abc" compared as NaN once refunded a whole payment). Anything else
 * Stripe sends is ignored. Field names follow Stripe's API reference.
 */

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const stripeIdSchema = z.string().check(z.minLength(1), z.maxLength(255));

/** An id Stripe sends either as is or expanded into its object. */
const expandableSchema = z.union([stripeIdSchema, z.object({ id: stripeIdSchema })]);

/** An amount in cents, at most what one deal may hold. */
const centsSchema = z.int().check(z.gte(0), z.lte(maxDollars * 100));

/** A three-letter ISO currency code, as Stripe writes it (lower case). */
const currencySchema = z.string().check(z.maxLength(10));

/** A moment in Unix seconds. */
const unixSecondsSchema = z.int();

/** Stripe's metadata: text keys and values (Stripe allows 40 and 500 characters). */
const metadataSchema = z.record(
  z.string().check(z.maxLength(40)),
  z.string().check(z.maxLength(500)),
);

const emailOrEmptySchema = z.union([z.literal(''), emailSchema]);
/** A customer's name as a deal stores it: one line of at most 200 characters. */
export const stripeCustomerNameSchema = optionalNameSchema(maxCustomerNameLength);

export const stripePaymentIntentSchema = z.object({
  id: stripeIdSchema,
  amount: centsSchema,
  amount_received: maybe(centsSchema),
  currency: currencySchema,
  receipt_email: maybe(emailOrEmptySchema),
  created: maybe(unixSecondsSchema),
  metadata: maybe(metadataSchema),
  shipping: maybe(z.object({ name: maybe(stripeCustomerNameSchema) })),
});
export type StripePaymentIntent = z.infer<typeof stripePaymentIntentSchema>;

const subscriptionDetailsSchema = z.object({ metadata: maybe(metadataSchema) });

export const stripeInvoiceSchema = z.object({
  id: stripeIdSchema,
  payment_intent: maybe(expandableSchema),
  amount_paid: centsSchema,
  currency: currencySchema,
  customer_email: maybe(emailOrEmptySchema),
  customer_name: maybe(stripeCustomerNameSchema),
  created: maybe(unixSecondsSchema),
  metadata: maybe(metadataSchema),
  /** Older API versions name the line's price; newer ones its pricing's price details. */
  lines: maybe(
    z.object({
      data: z.array(
        z.object({
          price: maybe(expandableSchema),
          pricing: maybe(
            z.object({ price_details: maybe(z.object({ price: maybe(stripeIdSchema) })) }),
          ),
        }),
      ),
    }),
  ),
  /** Where Checkout puts a subscription's metadata (newer API versions, then older ones). */
  parent: maybe(z.object({ subscription_details: maybe(subscriptionDetailsSchema) })),
  subscription_details: maybe(subscriptionDetailsSchema),
});
export type StripeInvoice = z.infer<typeof stripeInvoiceSchema>;

export const stripeChargeSchema = z.object({
  id: stripeIdSchema,
  amount: centsSchema,
  amount_refunded: centsSchema,
  currency: currencySchema,
  payment_intent: maybe(expandableSchema),
  invoice: maybe(expandableSchema),
});
export type StripeCharge = z.infer<typeof stripeChargeSchema>;

const stripeEventEnvelopeSchema = z.object({
  id: stripeIdSchema,
  type: z.string().check(z.maxLength(100)),
  created: unixSecondsSchema,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A Stripe event SalesDash records, its object checked; any other type only by its name. */
export type StripeEvent =
  | { type: 'payment_intent.succeeded'; created: number; object: StripePaymentIntent }
  | { type: 'invoice.paid'; created: number; object: StripeInvoice }
  | { type: 'charge.refunded'; created: number; object: StripeCharge }
  | { type: 'other'; name: string };

/**
 * `value` checked by `schema`.
 * @throws ApiError 400 naming the first field at fault, under `prefix` (`data.object.amount`)
 */
export function checkedStripeValue<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  prefix: string,
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  throw fieldError(field || 'body', issue?.message ?? 'is not what Stripe sends');
}

/**
 * A stored Stripe event, checked: its envelope, then the object of the types SalesDash records.
 * @throws ApiError 400 naming the field at fault (the delivery is rejected with it)
 */
export function parseStripeEvent(body: unknown): StripeEvent {
  const event = checkedStripeValue(stripeEventEnvelopeSchema, body, '');
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        type: event.type,
        created: event.created,
        object: checkedStripeValue(stripePaymentIntentSchema, object, 'data.object'),
      };
    case 'invoice.paid':
      return {
        type: event.type,
        created: event.created,
        object: checkedStripeValue(stripeInvoiceSchema, object, 'data.object'),
      };
    case 'charge.refunded':
      return {
        type: event.type,
        created: event.created,
        object: checkedStripeValue(stripeChargeSchema, object, 'data.object'),
      };
    default:
      return { type: 'other', name: event.type };
  }
}
