import * as z from 'zod/mini';
import { dateRangeRule } from './date-range-rule.ts';
import { idSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { pageWithinListRows, paginationSchema, tableQuerySchema } from './table-query.ts';

/**
 * What an audit row records, `<entity>.<verb>` (docs/decisions/0045-audit-log.md). A new write
 * route adds its action here; the API's walking test fails for a write that records none.
 */
export const auditActions = [
  'adjustment.created',
  'adjustment.deleted',
  'adjustment.updated',
  'api_key.created',
  'api_key.resumed',
  'api_key.revoked',
  'api_key.suspended',
  'appointment.booked',
  'appointment.declined',
  'appointment.deleted',
  'appointment.status_changed',
  'auth.sign_in_failures',
  'commission_rate.changed',
  'import.committed',
  'import.discarded',
  'import.finished',
  'import.mapped',
  'import.resumed',
  'import.undone',
  'import.uploaded',
  'invite.resent',
  'invite.revoked',
  'organization.seats_changed',
  'organization.statements_start_changed',
  'organization.updated',
  'outbound_record.logged',
  'product.created',
  'product.team_member_added',
  'product.team_member_changed',
  'product.team_member_removed',
  'product.updated',
  'role.created',
  'role.updated',
  'share.created',
  'share.revoked',
  'statement.close_up_to_resumed',
  'statement.close_up_to_started',
  'statement.closed',
  'statement.payroll_exported',
  'statement.reopened',
  'statement_dispute.opened',
  'statement_dispute.resolved',
  'transaction.created',
  'transaction.deleted',
  'transaction.requested',
  'transaction.status_changed',
  'transaction.updated',
  'user.access_changed',
  'user.avatar_changed',
  'user.deactivated',
  'user.imported',
  'user.invited',
  'user.notification_preferences_changed',
  'user.password_changed',
  'user.password_reset',
  'user.password_reset_requested',
  'user.profile_changed',
  'user.reactivated',
  'user.registered',
  'user.updated',
  'webhook_delivery.replayed',
  'webhook_endpoint.created',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rotated',
  'webhook_endpoint.updated',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds of record an audit row names (its `entity_type`). */
export const auditEntityTypes = [
  'adjustment',
  'api_key',
  'appointment',
  'import',
  'organization',
  'outbound_record',
  'product',
  'role',
  'share',
  'statement_dispute',
  'statement_period',
  'transaction',
  'user',
  'webhook_endpoint',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** A record as it was before or after a change: its fields as the API shows them. */
const snapshotSchema = z.nullable(z.looseObject({}));

/** One row of the audit log. */
export const auditEventSchema = z.object({
  audit_event_id: z.int(),
  created_at: z.string(),
  /** Null: the system or the operator, or an anonymous caller (failed sign-ins). */
  actor_user_id: z.nullable(z.int()),
  /** The actor's display name today; null with no actor. */
  actor_name: z.nullable(z.string()),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  /**
   * The record's name today (a product's name, a person's display name, an import's file), or
   * the one its snapshot held when it is gone; null when it has none.
   */
  entity_name: z.nullable(z.string()),
  before: snapshotSchema,
  after: snapshotSchema,
  /** The request that made the change, as the server's log names it. */
  request_id: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The filters of the audit log, its table and its CSV alike. */
const auditFilters = {
  actor: z.optional(idSchema),
  action: z.optional(z.enum(auditActions, { message: 'action is not one the log records' })),
  entity_type: z.optional(
    z.enum(auditEntityTypes, { message: 'entity_type is not one the log records' }),
  ),
  entity_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  startDate: z.optional(isoDateSchema),
  endDate: z.optional(isoDateSchema),
  sortField: z.optional(z.enum(['created_at'], { message: 'sortField must be created_at' })),
};

/** Both dates or neither: an open range is the whole log. */
const datesTogether = z.superRefine((query: object, context) => {
  const { startDate, endDate } = query as { startDate?: string; endDate?: string };
  if ((startDate === undefined) === (endDate === undefined)) return;
  context.addIssue({
    code: 'custom',
    message: 'startDate and endDate go together',
    path: [startDate === undefined ? 'startDate' : 'endDate'],
    input: query,
  });
});

/**
 * Query of `GET /api/audit-events`: the tables' common query (search matches the action,
 * the record's type, id and name, the actor's name, and any value the record held before or
 * after) with the log's filters; newest first unless `sortOrder=asc`.
 */
export const auditEventListQuerySchema = z
  .extend(tableQuerySchema, auditFilters)
  .check(
    datesTogether,
    dateRangeRule('dashboard'),
    pageWithinListRows('filter or narrow the range'),
  );
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

/** Query of `GET /api/audit-events/download`: the same filters, every row. */
export const auditEventDownloadQuerySchema = z
  .extend(z.omit(tableQuerySchema, { page: true, limit: true }), auditFilters)
  .check(datesTogether, dateRangeRule('dashboard'));
export type AuditEventDownloadQuery = z.infer<typeof auditEventDownloadQuerySchema>;

/** `data` of `GET /api/audit-events`. */
export const auditEventListSchema = z.object({
  auditEvents: z.array(auditEventSchema),
  pagination: paginationSchema,
});
export type AuditEventList = z.infer<typeof auditEventListSchema>;
