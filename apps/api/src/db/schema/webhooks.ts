import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Where a sender (any system signing per Standard Webhooks, or Stripe) posts events:
 * `POST /api/hooks/{endpoint_id}`. Secrets are stored sealed (AES-GCM under a key derived from
 * the JWT secret): a copy of the database alone cannot forge deliveries.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    endpointId: uuid('endpoint_id').primaryKey().defaultRandom(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `generic` or `stripe`. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sealedSecret: text('sealed_secret').notNull(),
    /** The secret before the last rotation, accepted until `previous_secret_expires_at`. */
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Stripe only: how a payment finds its closer and product. */
    mapping: jsonb('mapping'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.organizationId)],
);

/**
 * The deliveries outbox: every request an endpoint received, stored in the transaction that
 * acknowledges it, then applied by the worker (modules/webhooks/delivery-worker.ts).
 * `status` is the outcome: `pending`, `applied`, `duplicate`, `rejected`, `unmatched`.
 * A delivery whose `webhook-id` arrived before is stored as `duplicate` with `replay_of`; the
 * partial unique index lets exactly one first delivery per message exist, whatever the race.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: integer('delivery_id').primaryKey().generatedByDefaultAsIdentity(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.endpointId, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `webhook-id` or the Stripe event id; null when the signature failed. */
    messageId: text('message_id'),
    eventType: text('event_type'),
    /** The verified JSON; null when the signature failed (nothing unsigned is kept). */
    body: jsonb('body'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    replayOf: integer('replay_of'),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery may be claimed; a claimed one's lease ends then. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_uq')
      .on(t.endpointId, t.messageId)
      .where(sql`${t.replayOf} IS NULL`),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.deliveryId),
  ],
);

/**
 * An outside system's id of a record, one namespace per organization and record type shared by
 * imports and webhooks, so a payment arriving from a spreadsheet and from Stripe counts once.
 * (The import owns this table; webhooks created it first, see docs/decisions/0055-webhooks-in.md.)
 */
export const externalIds = pgTable(
  'external_ids',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    /** `transaction`, `appointment` or `outbound`. */
    recordType: text('record_type').notNull(),
    externalId: text('external_id').notNull(),
    recordId: integer('record_id').notNull(),
    /** `import` or `webhook`. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_ids_uq').on(t.organizationId, t.recordType, t.externalId)],
);
