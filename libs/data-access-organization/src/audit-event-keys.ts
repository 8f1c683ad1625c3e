import type { AuditEventListQuery } from '@salesdash/api-contract';

/**
 * Query-key tree of the audit log. Every write adds rows, so a screen refetches the log when it
 * opens rather than after each mutation (no mutation of this lib writes it).
 */
export const auditEventKeys = {
  all: ['audit-events'] as const,
  lists: () => [...auditEventKeys.all, 'list'] as const,
  list: (query: Partial<AuditEventListQuery>) => [...auditEventKeys.lists(), query] as const,
};
