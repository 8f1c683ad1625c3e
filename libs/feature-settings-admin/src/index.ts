export { ArchiveDialog, type ArchiveDialogProps } from './archive-dialog.tsx';
export { ProductForm, type ProductFormProps } from './product-form.tsx';
export { ProductTeamDialog, type ProductTeamDialogProps } from './product-team-dialog.tsx';
export { ProductsScreen } from './products-screen.tsx';
export { RoleForm, type RoleFormProps, type RoleFormValues } from './role-form.tsx';
export { RolesScreen } from './roles-screen.tsx';
export { TeamMemberForm, type TeamMemberFormProps } from './team-member-form.tsx';
export { BillingScreen, type BillingScreenProps } from './billing-screen.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { PendingInvites, type PendingInvitesProps } from './pending-invites.tsx';
export { PeopleScreen, type PeopleScreenProps } from './people-screen.tsx';
export { PersonForm, type PersonFormProps } from './person-form.tsx';
export { ApiKeyForm, type ApiKeyFormProps } from './api-key-form.tsx';
export { ApiKeysScreen, type ApiKeysScreenProps } from './api-keys-screen.tsx';
export { NewApiKeyDialog, type NewApiKeyDialogProps } from './new-api-key-dialog.tsx';
export {
  WebhookDeliveriesDialog,
  type WebhookDeliveriesDialogProps,
} from './webhook-deliveries-dialog.tsx';
export { WebhookEndpointForm, type WebhookEndpointFormProps } from './webhook-endpoint-form.tsx';
export { WebhookSecretDialog, type WebhookSecretDialogProps } from './webhook-secret-dialog.tsx';
export { WebhooksScreen, type WebhooksScreenProps } from './webhooks-screen.tsx';
export { ImportFlow, type ImportFlowProps } from './import-flow.tsx';
export { ImportHistory, type ImportHistoryProps } from './import-history.tsx';
export { ImportMappingForm, type ImportMappingFormProps } from './import-mapping-form.tsx';
export { ImportPreviewPanel, type ImportPreviewPanelProps } from './import-preview-panel.tsx';
export { ImportProgressPanel, type ImportProgressPanelProps } from './import-progress-panel.tsx';
export { ImportScreen } from './import-screen.tsx';
export { ImportUnmatchedNames, type ImportUnmatchedNamesProps } from './import-unmatched-names.tsx';
export { ImportUploadForm, type ImportUploadFormProps } from './import-upload-form.tsx';
export { AuditLog, type AuditLogProps } from './audit-log.tsx';
export { AuditLogTable, type AuditLogTableProps } from './audit-log-table.tsx';
export { auditActionLabel } from './audit-action-label.ts';
export { auditChangeSummary } from './audit-change-summary.ts';
export { preloadAuditLog } from './preload-audit-log.ts';
