export { AuditLog, type AuditLogProps } from './audit-log.tsx';
export { AuditLogTable, type AuditLogTableProps } from './audit-log-table.tsx';
export { auditActionLabel } from './audit-action-label.ts';
export { auditChangeSummary } from './audit-change-summary.ts';
export { preloadAuditLog } from './preload-audit-log.ts';
