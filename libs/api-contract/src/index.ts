export { accessLevels, type AccessLevel, type AccessLevelName } from './access-levels.ts';
export { accessLevelSchema } from './access-level-schema.ts';
export { accessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims.ts';
export { buildManifestSchema, type BuildManifest } from './build-manifest.ts';
export {
  errorEnvelopeSchema,
  successEnvelope,
  type ErrorEnvelope,
  type SuccessEnvelope,
} from './envelope.ts';
export { errorCodeByStatus, errorCodes, type ErrorCode } from './error-codes.ts';
export { emailSchema, maxEmailLength } from './email-schema.ts';
export { healthSchema, type Health } from './health.ts';
export { livenessSchema, type Liveness } from './liveness.ts';
export { readinessSchema, type Readiness } from './readiness.ts';
export { firstIsoDate, isIsoDate, lastIsoDate } from './iso-date.ts';
export { dateYearsMessage, isoDateSchema } from './iso-date-schema.ts';
export {
  dateRangeProblem,
  dateRangeQuerySchema,
  dateRangeRule,
  longestRangeDays,
  type DateRangeQuery,
  type RangeKind,
} from './date-range-rule.ts';
export { loginRequestSchema, type LoginRequest } from './login-request.ts';
export {
  redirectLookupQuerySchema,
  redirectLookupSchema,
  redirectRuleSchema,
  type RedirectLookupQuery,
  type RedirectRule,
} from './redirect-rule.ts';
export { runtimeConfigSchema, type RuntimeConfig } from './runtime-config.ts';
export { signedInUserSchema, type SignedInUser } from './signed-in-user.ts';
export {
  maxListRows,
  maxPage,
  minSearchLength,
  paginationSchema,
  tableQuerySchema,
  type Pagination,
  type TableQuery,
} from './table-query.ts';
export { acknowledgedSchema, type Acknowledged } from './acknowledged.ts';
export {
  actionTokenParamsSchema,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  refreshRequestSchema,
  type ChangePasswordRequest,
  type CompleteRegistrationRequest,
  type PasswordReset,
  type PasswordResetRequest,
  type RefreshRequest,
} from './auth-requests.ts';
export { currentUserSchema, type CurrentUser } from './current-user.ts';
export {
  bodyIdSchema,
  idParamsSchema,
  idSchema,
  maxId,
  queryIntegerSchema,
  type IdParams,
} from './id-param.ts';
export {
  clearedNotificationsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
} from './notification.ts';
export {
  mailFailureSchema,
  mailStatusSchema,
  type MailFailure,
  type MailStatus,
} from './mail-status.ts';
export {
  defaultNotificationPreference,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationTriggers,
  notificationTriggerSchema,
  type NotificationPreference,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationTrigger,
} from './notification-preferences.ts';
export {
  createdInviteSchema,
  invitationSchema,
  inviteRequestSchema,
  orgUserListSchema,
  orgUserSchema,
  updateUserRequestSchema,
  type CreatedInvite,
  type Invitation,
  type InviteRequest,
  type OrgUser,
  type OrgUserList,
  type UpdateUserRequest,
} from './org-user.ts';
export {
  organizationSchema,
  seatInfoSchema,
  updateOrganizationRequestSchema,
  type Organization,
  type SeatInfo,
  type UpdateOrganizationRequest,
} from './organization.ts';
export { avatarPath, avatarSide, avatarUploadMediaTypes, maxAvatarBytes } from './avatar.ts';
export {
  profileSchema,
  updateProfileRequestSchema,
  type Profile,
  type UpdateProfileRequest,
} from './profile.ts';
export { isIanaTimeZone, timeZoneSchema } from './time-zone.ts';
export { billingSchema, type Billing } from './billing.ts';
export {
  peopleListSchema,
  peopleQuerySchema,
  peopleSortFields,
  pendingInviteListSchema,
  pendingInviteSchema,
  personStatuses,
  type PeopleList,
  type PeopleQuery,
  type PeopleSortField,
  type PendingInvite,
  type PendingInviteList,
  type PersonStatus,
} from './people.ts';
export { commonPasswords, minPasswordLength, passwordProblem } from './password-rules.ts';
export {
  productEmployeeSchema,
  productListSchema,
  productSchema,
  type Product,
  type ProductEmployee,
} from './product.ts';
export { roleListSchema, roleRateSchema, roleSchema, type Role, type RoleRate } from './role.ts';
export {
  createRoleRequestSchema,
  maxRoleTitleLength,
  updateRoleRequestSchema,
  type CreateRoleRequest,
  type UpdateRoleRequest,
} from './role-admin.ts';
export {
  addProductUserRequestSchema,
  createProductRequestSchema,
  maxProductNameLength,
  maxProductTitleLength,
  productUserParamsSchema,
  removeProductUserQuerySchema,
  updateProductRequestSchema,
  updateProductUserRequestSchema,
  type AddProductUserRequest,
  type CreateProductRequest,
  type UpdateProductRequest,
  type UpdateProductUserRequest,
} from './product-admin.ts';
export { editVersionSchema } from './edit-version.ts';
export {
  idempotencyKeyHeader,
  idempotencyKeyHours,
  idempotentCreateHeadersSchema,
} from './idempotency-key.ts';
export { percentSchema } from './percent-input.ts';
export { optionalTextSchema, requiredTextSchema } from './text-input.ts';
export {
  createdShareSchema,
  createShareRequestSchema,
  resolvedShareSchema,
  shareListQuerySchema,
  shareListSchema,
  sharePath,
  shareSchema,
  shareTokenHeader,
  shareTypes,
  shareTypeSchema,
  type CreatedShare,
  type CreateShareRequest,
  type ResolvedShare,
  type Share,
  type ShareListQuery,
  type ShareType,
} from './share.ts';
export {
  changeTransactionStatusRequestSchema,
  commissionSplitSchema,
  transactionStatuses,
  transactionStatusSchema,
  transactionStatusChangeSchema,
  transactionStatusMoves,
  transactionStatusesOpenToChange,
  type ChangeTransactionStatusRequest,
  type CommissionSplit,
  type TransactionStatus,
  type TransactionStatusChange,
} from './transaction-status.ts';
export {
  metricDifferenceSchema,
  metricExplanationSchema,
  metricGroups,
  metricsQuerySchema,
  metricsSchema,
  metricValuesSchema,
  ratioMetrics,
  type MetricDifference,
  type MetricExplanation,
  type MetricName,
  type Metrics,
  type MetricsQuery,
  type MetricValues,
  type RatioMetric,
} from './metrics.ts';
export {
  appointmentDownloadQuerySchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentRowSchema,
  appointmentSortFields,
  appointmentStatuses,
  outboundRecordDownloadQuerySchema,
  outboundRecordListQuerySchema,
  outboundRecordListSchema,
  outboundRecordRowSchema,
  outboundRecordSortFields,
  transactionDownloadQuerySchema,
  transactionListQuerySchema,
  transactionListRowSchema,
  transactionListSchema,
  transactionRowSchema,
  transactionSortFields,
  transactionTotalsSchema,
  transactionTypes,
  type AppointmentDownloadQuery,
  type AppointmentList,
  type AppointmentListQuery,
  type AppointmentRow,
  type OutboundRecordDownloadQuery,
  type OutboundRecordList,
  type OutboundRecordListQuery,
  type OutboundRecordRow,
  type TransactionDownloadQuery,
  type TransactionList,
  type TransactionListQuery,
  type TransactionListRow,
  type TransactionRow,
  type TransactionTotals,
} from './sales-lists.ts';
export { closerListSchema, type CloserList } from './closer-list.ts';
export {
  dealPositionFilters,
  dealPositionQuerySchema,
  dealPositions,
  type DealPosition,
  type DealPositionFilter,
  type DealPositionQuery,
} from './deal-position.ts';
export {
  commissionHistoryRowSchema,
  commissionHistorySchema,
  isoMonthSchema,
  type CommissionHistory,
  type CommissionHistoryRow,
} from './commission-history.ts';
export {
  appointmentStatusChangeSchema,
  changeAppointmentStatusRequestSchema,
  type AppointmentStatusChange,
  type ChangeAppointmentStatusRequest,
} from './appointment-status.ts';
export { dollarsSchema, maxDollars, toCents } from './money-input.ts';
export {
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  adjustmentUserParamsSchema,
  createAdjustmentRequestSchema,
  maxReasonLength,
  updateAdjustmentRequestSchema,
  type Adjustment,
  type AdjustmentList,
  type CreateAdjustmentRequest,
  type UpdateAdjustmentRequest,
} from './adjustment.ts';
export {
  createTransactionRequestSchema,
  dealProblem,
  deletedTransactionSchema,
  maxCustomerNameLength,
  maxNotesLength,
  requestCommissionRequestSchema,
  updateTransactionRequestSchema,
  type CreateTransactionRequest,
  type DeletedTransaction,
  type RequestCommissionRequest,
  type UpdateTransactionRequest,
} from './transaction-write.ts';
export {
  assignCommissionRequestSchema,
  commissionQuerySchema,
  commissionSummarySchema,
  maxListedPendingCommissions,
  payRateSchema,
  payRateSources,
  pendingCommissionSchema,
  roleAssignmentSchema,
  type AssignCommissionRequest,
  type CommissionQuery,
  type CommissionSummary,
  type PayRate,
  type PayRateSource,
  type PendingCommission,
  type RoleAssignment,
} from './commission-summary.ts';
export {
  commaIdsSchema,
  defaultTeamStatus,
  maxFilterIds,
  teamAppointmentDaySchema,
  teamFilterOptionSchema,
  teamFilterOptionsSchema,
  teamMemberSchema,
  teamProductSchema,
  teamProductsSchema,
  teamQuerySchema,
  teamStatusIds,
  teamTransactionDaySchema,
  type TeamAppointmentDay,
  type TeamFilterOption,
  type TeamFilterOptions,
  type TeamFilters,
  type TeamMember,
  type TeamProduct,
  type TeamProducts,
  type TeamQuery,
  type TeamQueryInput,
  type TeamTransactionDay,
} from './team-analytics.ts';
export {
  defaultTeamMemberSort,
  teamMemberSortFields,
  teamMembersQuerySchema,
  teamMembersSchema,
  type TeamMembers,
  type TeamMembersQuery,
  type TeamMembersQueryInput,
  type TeamMemberSortField,
} from './team-members.ts';
export { metricPresentation, type MetricValueFormat } from './metric-labels.ts';
export {
  leaderboardCategories,
  leaderboardCategoryParamsSchema,
  leaderboardCategorySchema,
  leaderboardEntrySchema,
  leaderboardPageQuerySchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  leaderboardTopCount,
  type Leaderboard,
  type LeaderboardCategory,
  type LeaderboardCategoryParams,
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardPage,
  type LeaderboardPageQuery,
  type LeaderboardPageQueryInput,
  type LeaderboardQuery,
  type LeaderboardQueryInput,
} from './leaderboard.ts';
export {
  adjustmentChangedSchema,
  appointmentChangedSchema,
  joinGroupAckSchema,
  joinGroupEvent,
  joinGroupRequestSchema,
  leaderboardChangedSchema,
  notificationNewSchema,
  outboundChangedSchema,
  realtimeErrorCodes,
  realtimeErrorEvent,
  realtimeErrorSchema,
  realtimeEventNames,
  realtimeEventSchemas,
  realtimeGroups,
  recordChanges,
  socketAuthErrorCodes,
  socketAuthErrorSchema,
  socketHandshakeAuthSchema,
  transactionChangedSchema,
  type AdjustmentChanged,
  type AppointmentChanged,
  type JoinGroupAck,
  type JoinGroupRequest,
  type LeaderboardChanged,
  type NotificationNew,
  type OutboundChanged,
  type RealtimeError,
  type RealtimeEventName,
  type RealtimeEventPayloads,
  type SocketAuthError,
  type SocketAuthErrorCode,
  type SocketHandshakeAuth,
  type TransactionChanged,
} from './realtime-events.ts';
export { socketConstants } from './socket-constants.ts';
export {
  bookAppointmentRequestSchema,
  deletedAppointmentSchema,
  logOutboundRequestSchema,
  maxCallSeconds,
  maxLeadNameLength,
  type BookAppointmentRequest,
  type DeletedAppointment,
  type LogOutboundRequest,
} from './sales-writes.ts';
export {
  auditActions,
  auditEntityTypes,
  auditEventDownloadQuerySchema,
  auditEventListQuerySchema,
  auditEventListSchema,
  auditEventSchema,
  type AuditAction,
  type AuditEntityType,
  type AuditEvent,
  type AuditEventDownloadQuery,
  type AuditEventList,
  type AuditEventListQuery,
} from './audit-event.ts';
export {
  importFields,
  importKinds,
  requiredImportFields,
  type ImportField,
  type ImportKind,
  type ImportMapping,
} from './import-fields.ts';
export {
  apiKeyListSchema,
  apiKeyPrefix,
  apiKeySchema,
  apiKeyScopes,
  apiKeyScopeSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from './api-key.ts';
export {
  createWebhookEndpointRequestSchema,
  defaultStripeMapping,
  deletedWebhookEndpointSchema,
  stripeMappingSchema,
  updateWebhookEndpointRequestSchema,
  webhookAcknowledgementSchema,
  webhookDeliveryListSchema,
  webhookDeliveryOutcomes,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointTypes,
  webhookEndpointWithSecretSchema,
  type CreateWebhookEndpointRequest,
  type StripeMapping,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryOutcome,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointType,
  type WebhookEndpointWithSecret,
} from './webhooks.ts';
export {
  appointmentStatusChangedDataSchema,
  appointmentUpsertedDataSchema,
  externalIdSchema,
  outboundCreatedDataSchema,
  transactionRefundedDataSchema,
  transactionUpsertedDataSchema,
  webhookEventSchema,
  webhookEventTypes,
  type AppointmentUpsertedData,
  type OutboundCreatedData,
  type TransactionUpsertedData,
  type WebhookEvent,
} from './webhook-events.ts';
