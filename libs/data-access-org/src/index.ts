export { createShare } from './create-share.ts';
export { fetchShares } from './fetch-shares.ts';
export { resolveShare } from './resolve-share.ts';
export { resolvedShareQueryOptions } from './resolved-share-query-options.ts';
export { revokeShare } from './revoke-share.ts';
export { shareKeys } from './share-keys.ts';
export { shareLinkProblem, type ShareLinkProblem } from './share-link-problem.ts';
export {
  emptySharedDashboard,
  sharedDashboardAtom,
  type SharedDashboard,
} from './shared-dashboard-atom.ts';
export { sharesQueryOptions } from './shares-query-options.ts';
export { useCreateShare } from './use-create-share.ts';
export { useRevokeShare } from './use-revoke-share.ts';
export { fetchRoles } from './fetch-roles.ts';
export { fetchSeatInfo } from './fetch-seat-info.ts';
export { seatInfoQueryOptions, seatKeys } from './seat-info-query-options.ts';
export { useInviteUser } from './use-invite-user.ts';
export { inviteUser } from './invite-user.ts';
export { fetchOrgUser } from './fetch-org-user.ts';
export { fetchProduct } from './fetch-product.ts';
export {
  orgRecordKeys,
  orgUserQueryOptions,
  productQueryOptions,
} from './org-record-query-options.ts';
export { fetchOrgUsers } from './fetch-org-users.ts';
export { fetchImportPeople } from './fetch-import-people.ts';
export { fetchProducts } from './fetch-products.ts';
export { fetchClosers } from './fetch-closers.ts';
export {
  closersQueryOptions,
  importPeopleQueryOptions,
  orgListKeys,
  orgUsersQueryOptions,
  productsQueryOptions,
  rolesQueryOptions,
} from './org-list-query-options.ts';
export { clearNotifications } from './clear-notifications.ts';
export { fetchNotifications } from './fetch-notifications.ts';
export { markNotificationRead } from './mark-notification-read.ts';
export { notificationKeys } from './notification-keys.ts';
export { notificationPageSize } from './notification-page-size.ts';
export { notificationPagesRead } from './notification-pages-read.ts';
export {
  notificationsInfiniteQueryOptions,
  type NotificationsInfiniteQueryOptions,
} from './notifications-query-options.ts';
export { useClearNotifications } from './use-clear-notifications.ts';
export { useMarkNotificationRead } from './use-mark-notification-read.ts';
export { fetchMailStatus } from './fetch-mail-status.ts';
export { fetchNotificationPreferences } from './fetch-notification-preferences.ts';
export { saveNotificationPreferences } from './save-notification-preferences.ts';
export {
  mailStatusQueryOptions,
  notificationPreferencesQueryOptions,
  settingsKeys,
} from './settings-query-options.ts';
export { useSaveNotificationPreferences } from './use-save-notification-preferences.ts';
export { auditEventKeys } from './audit-event-keys.ts';
export { auditEventsQueryOptions } from './audit-events-query-options.ts';
export { downloadAuditEvents } from './download-audit-events.ts';
export { fetchAuditEvents } from './fetch-audit-events.ts';
export {
  addProductUser,
  createProduct,
  removeProductUser,
  updateProduct,
  updateProductUser,
} from './product-admin-calls.ts';
export { createRole, updateRole } from './role-admin-calls.ts';
export { newIdempotencyKey } from './idempotency-key.ts';
export {
  createProductWithRetry,
  productCreateFailedMessage,
  productCreateRetryDelaysMs,
} from './create-product-with-retry.ts';
export {
  useChangeProductTeam,
  useCreateProduct,
  useCreateRole,
  useUpdateProduct,
  useUpdateRole,
  type ProductTeamChange,
} from './use-admin-mutations.ts';
export { avatarKeys, avatarQueryOptions } from './avatar-query-options.ts';
export { fetchOrganization, updateOrganization } from './organization-calls.ts';
export { organizationKeys, organizationQueryOptions } from './organization-query-options.ts';
export { useUpdateOrganization } from './use-update-organization.ts';
export { peopleKeys } from './people-keys.ts';
export {
  fetchBilling,
  fetchPendingInvites,
  fetchPeople,
  resendInvite,
  revokeInvite,
  updatePerson,
} from './people-calls.ts';
export {
  billingQueryOptions,
  peopleQueryOptions,
  pendingInvitesQueryOptions,
} from './people-query-options.ts';
export { useResendInvite, useRevokeInvite, useUpdatePerson } from './use-people-mutations.ts';
export { apiKeyKeys } from './api-key-keys.ts';
export { createApiKey, fetchApiKeys, revokeApiKey } from './api-key-calls.ts';
export { apiKeysQueryOptions } from './api-keys-query-options.ts';
export { useCreateApiKey, useRevokeApiKey } from './use-api-key-mutations.ts';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-calls.ts';
export {
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
  webhookKeys,
} from './webhooks-query-options.ts';
export {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
} from './use-webhook-mutations.ts';
export { importKeys } from './import-keys.ts';
export {
  commitImport,
  discardImport,
  downloadRejectedRows,
  fetchImport,
  fetchImportColumns,
  fetchImports,
  previewImport,
  resumeImport,
  undoImport,
  uploadImport,
} from './import-calls.ts';
export {
  importBatchQueryOptions,
  importColumnsQueryOptions,
  importProgressIntervalMs,
  importsQueryOptions,
} from './imports-query-options.ts';
export {
  useCommitImport,
  useDiscardImport,
  usePreviewImport,
  useResumeImport,
  useUndoImport,
  useUploadImport,
  type ImportRequestOf,
  type ImportUpload,
} from './use-import-mutations.ts';
export { previewRoleUpdate } from './preview-role-update.ts';
export { usePreviewRoleUpdate } from './use-preview-role-update.ts';
