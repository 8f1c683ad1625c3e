import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * One recorded change: who did what to which record, with the record before and after. Written
 * in the transaction of the change it records (domain/audit/record-audit.ts) and never changed
 * afterwards: a trigger refuses UPDATE and DELETE (repeatable/triggers/audit_events.sql).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // bigint: an audit log outgrows every other table, and its ids are never reused.
    auditEventId: bigint('audit_event_id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    // No cascade: an organization with a history cannot be deleted from under it.
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId),
    /**
     * The person who made the change; null for the system or the operator (a command line) and
     * for anonymous callers (failed sign-ins). No foreign key: the row outlives whatever happens
     * to the account, and a key's `set null` would be an update the table refuses.
     */
    actorUserId: integer('actor_user_id'),
    /** `<entity>.<verb>`, e.g. `transaction.status_changed` (AuditAction in api-contract). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** Text, so any key fits (ids today, a token's hash prefix or a path tomorrow). */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Fastify's request id, to find the log lines of the request that made the change. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_org_date_idx').on(t.organizationId, t.createdAt, t.auditEventId),
    index('audit_events_org_entity_idx').on(t.organizationId, t.entityType, t.entityId),
    index('audit_events_org_actor_idx').on(t.organizationId, t.actorUserId, t.createdAt),
  ],
);
