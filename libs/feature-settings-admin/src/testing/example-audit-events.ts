import type { AuditEvent, AuditEventList } from '@salesdash/api-contract';

/** A few rows of an organization's log, newest first, as `GET /api/audit-events` answers them. */
export const exampleAuditEvents: AuditEvent[] = [
  {
    audit_event_id: 43,
    created_at: '2026-03-02T15:04:05.000Z',
    actor_user_id: 1,
    actor_name: 'Ada Admin',
    action: 'transaction.status_changed',
    entity_type: 'transaction',
    entity_id: '812',
    entity_name: 'Northwind Traders',
    before: { transaction_status: 'pending' },
    after: { transaction_id: 812, transaction_status: 'approved' },
    request_id: 'req-9',
  },
  {
    audit_event_id: 42,
    created_at: '2026-03-02T14:00:00.000Z',
    actor_user_id: 1,
    actor_name: 'Ada Admin',
    action: 'adjustment.updated',
    entity_type: 'adjustment',
    entity_id: '31',
    entity_name: null,
    before: { adjustment_id: 31, amount: 50, reason: 'Bonus' },
    after: { adjustment_id: 31, amount: -20, reason: 'Clawback' },
    request_id: 'req-8',
  },
  {
    audit_event_id: 41,
    created_at: '2026-03-01T09:30:00.000Z',
    actor_user_id: null,
    actor_name: null,
    action: 'auth.sign_in_failures',
    entity_type: 'user',
    entity_id: '7',
    entity_name: 'Casey Closer',
    before: null,
    after: { failures: 5, ip: '203.0.113.9' },
    request_id: 'req-7',
  },
  {
    audit_event_id: 40,
    created_at: '2026-02-27T16:10:00.000Z',
    actor_user_id: 1,
    actor_name: 'Ada Admin',
    action: 'product.updated',
    entity_type: 'product',
    entity_id: '5',
    entity_name: 'VIP Coaching',
    before: {
      product_id: 5,
      name: 'VIP Coaching',
      price: 1500,
      is_active: true,
      note: 'A long note that a table cell would cut short, kept whole in the change view',
    },
    after: {
      product_id: 5,
      name: 'VIP Coaching',
      price: 1997,
      is_active: true,
      note: 'A long note that a table cell would cut short, kept whole in the change view',
    },
    request_id: 'req-10',
  },
];

/** One page holding `exampleAuditEvents`. */
export const exampleAuditLog: AuditEventList = {
  auditEvents: exampleAuditEvents,
  pagination: { hasNextPage: false, totalCount: exampleAuditEvents.length, totalPages: 1 },
};
