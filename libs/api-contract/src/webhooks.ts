import * as z from 'zod/mini';
import { bodyIdSchema, idSchema } from './id-param.ts';
import { requiredTextSchema } from './text-input.ts';
import { requiredNameSchema } from './name-input.ts';

export const webhookEndpointTypes = ['generic', 'stripe'] as const;
export type WebhookEndpointType = (typeof webhookEndpointTypes)[number];

/** What became of a delivery: `pending` until the worker applied it. */
export const webhookDeliveryOutcomes = [
  'pending',
  'applied',
  'duplicate',
  'rejected',
  'unmatched',
] as const;
export type WebhookDeliveryOutcome = (typeof webhookDeliveryOutcomes)[number];

const metadataKeySchema = requiredTextSchema(40);

/**
 * How a Stripe payment finds its closer and product. Product: the price id's product in
 * `price_products`, else the product named in metadata `product_metadata_key`. Closer: the
 * email in metadata `closer_metadata_key`, else (with `closer_from_customer`) the closer of the
 * customer's earlier payment, matched by customer email.
 */
export const stripeMappingSchema = z.object({
  closer_metadata_key: metadataKeySchema,
  setter_metadata_key: z.nullable(metadataKeySchema),
  product_metadata_key: metadataKeySchema,
  closer_from_customer: z.boolean(),
  /** Stripe price id (`price_…`) → product id. */
  price_products: z.record(z.string().check(z.minLength(1), z.maxLength(100)), bodyIdSchema),
});
export type StripeMapping = z.infer<typeof stripeMappingSchema>;

/** The mapping an endpoint starts with when the admin names none. */
export const defaultStripeMapping: StripeMapping = {
  closer_metadata_key: 'closer_email',
  setter_metadata_key: 'setter_email',
  product_metadata_key: 'product',
  closer_from_customer: true,
  price_products: {},
};

/** A Stripe endpoint's signing secret, as Stripe shows it (`whsec_…`). */
const stripeSecretSchema = z.string({ message: 'is required' }).check(
  z.trim(),
  z.regex(/^whsec_[A-Za-z0-9+/=_-]{8,200}$/, {
    message: 'must be the whsec_… secret Stripe shows',
  }),
);

/** Body of `POST /api/webhook-endpoints` (admin). */
export const createWebhookEndpointRequestSchema = z.strictObject({
  type: z.enum(webhookEndpointTypes),
  name: requiredNameSchema(100),
  enabled: z.optional(z.boolean()),
  /** Stripe only, required there: the endpoint's signing secret from Stripe's dashboard. */
  signing_secret: z.optional(stripeSecretSchema),
  /** Stripe only. */
  mapping: z.optional(stripeMappingSchema),
  /** Stripe only: payments start approved (commission paid) instead of pending. */
  auto_approve: z.optional(z.boolean()),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

/** Body of `PATCH /api/webhook-endpoints/:id` (admin): what changes. */
export const updateWebhookEndpointRequestSchema = z.partial(
  z.omit(createWebhookEndpointRequestSchema, { type: true }),
);
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequestSchema>;

/** Path of the endpoint routes: the endpoint's UUID. */
export const webhookEndpointParamsSchema = z.object({
  id: z.uuid({ message: 'must be an endpoint id (a UUID)' }),
});

/** Path of a delivery's replay. */
export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ message: 'must be an endpoint id (a UUID)' }),
  deliveryId: idSchema,
});

/** A webhook endpoint as admins see it (never its secret). */
export const webhookEndpointSchema = z.object({
  endpoint_id: z.string(),
  type: z.enum(webhookEndpointTypes),
  name: z.string(),
  enabled: z.boolean(),
  /** The path senders POST to, `/api/hooks/{endpoint_id}`. */
  path: z.string(),
  auto_approve: z.boolean(),
  mapping: z.nullable(stripeMappingSchema),
  /** Until when the secret before the last rotation is still accepted (generic only). */
  previous_secret_expires_at: z.nullable(z.string()),
  created_at: z.string(),
  last_delivery_at: z.nullable(z.string()),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `data` of `GET /api/webhook-endpoints`. */
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/**
 * `data` of a create and of a rotation: the endpoint and, for a generic one, its new signing
 * secret (`whsec_` + base64), shown this once.
 */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.nullable(z.string()),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** `data` of `DELETE /api/webhook-endpoints/:id`. */
export const deletedWebhookEndpointSchema = z.object({ endpoint_id: z.string() });

/** One delivery received by an endpoint and what became of it. */
export const webhookDeliverySchema = z.object({
  delivery_id: z.int(),
  /** `webhook-id` (generic) or the Stripe event id; null when the signature failed. */
  message_id: z.nullable(z.string()),
  event_type: z.nullable(z.string()),
  outcome: z.enum(webhookDeliveryOutcomes),
  reason: z.nullable(z.string()),
  /** The record it created or changed (`transaction`, `appointment`, `outbound`). */
  record_type: z.nullable(z.string()),
  record_id: z.nullable(z.int()),
  received_at: z.string(),
  finished_at: z.nullable(z.string()),
  /** Rejected and unmatched deliveries with a stored body may be tried again. */
  replayable: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `data` of `GET /api/webhook-endpoints/:id/deliveries`: the latest 1,000, newest first. */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** `data` of `POST /api/hooks/{endpoint_id}`: the delivery is stored and will be applied. */
export const webhookAcknowledgementSchema = z.object({
  received: z.literal(true),
  /** True when this `webhook-id` (Stripe: event id) had arrived before: nothing changes. */
  duplicate: z.boolean(),
});
