import type { AuditEvent } from '@salesdash/api-contract';
import { auditEntityLabel } from './audit-entity-label.ts';

/**
 * The record an audit row is about, as an admin reads it: its kind and its name
 * ("Product · VIP Coaching"); its kind and id ("Adjustment #31") only when it has no name.
 */
export function auditRecordLabel(
  event: Pick<AuditEvent, 'entity_type' | 'entity_id' | 'entity_name'>,
): string {
  const kind = auditEntityLabel(event.entity_type);
  return event.entity_name ? `${kind} · ${event.entity_name}` : `${kind} #${event.entity_id}`;
}
