// The audit log's writer (docs/decisions/0045-audit-log.md): every write route's service calls
// recordAudit with its transaction.
export { currentActor, runAsActor, type AuditActor } from './audit-actor.ts';
export { recordAudit, type AuditEntry, type AuditSnapshot } from './record-audit.ts';
