export { auditEventKeys } from './audit-event-keys.ts';
export { auditEventsQueryOptions } from './audit-events-query-options.ts';
export { downloadAuditEvents } from './download-audit-events.ts';
export { fetchAuditEvents } from './fetch-audit-events.ts';
export { fetchOrganization, updateOrganization } from './organization-calls.ts';
export { organizationKeys, organizationQueryOptions } from './organization-query-options.ts';
export { useUpdateOrganization } from './use-update-organization.ts';
