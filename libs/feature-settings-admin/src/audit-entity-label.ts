import type { AuditEntityType } from '@salesdash/api-contract';

const labels: Record<AuditEntityType, string> = {
  adjustment: 'Adjustment',
  api_key: 'API key',
  appointment: 'Call',
  import: 'Import',
  organization: 'Organization',
  outbound_record: 'Outbound activity',
  product: 'Product',
  role: 'Sales role',
  share: 'Share link',
  statement_dispute: 'Statement dispute',
  statement_period: 'Statement month',
  transaction: 'Transaction',
  user: 'Person',
  webhook_endpoint: 'Webhook endpoint',
};

/** The kind of record an audit row names, as an admin calls it; unknown kinds as stored. */
export function auditEntityLabel(entityType: string): string {
  return Object.hasOwn(labels, entityType) ? labels[entityType as AuditEntityType] : entityType;
}
