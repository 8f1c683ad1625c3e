/**
 * The `operationId` of every documented operation, by `METHOD /path` as /openapi.json writes
 * it: resource and verb. Generated clients name their methods and types after these, so they
 * are part of the API: renaming one breaks another team's build. Written out, not derived from
 * the path, whose segments (`/transactions/users/{id}/download`) make poor names. A route
 * missing here fails Redocly's lint (openapi-lint.test.ts), an entry naming no route fails
 * openapi.test.ts.
 */
export const operationIds: Readonly<Record<string, string>> = {
  'GET /health': 'getHealth',
  'GET /health/live': 'getLiveness',
  'GET /health/ready': 'getReadiness',
  'GET /config.json': 'getRuntimeConfig',

  'POST /api/auth/login': 'loginUser',
  'POST /api/auth/refresh': 'refreshSession',
  'POST /api/auth/logout': 'logoutUser',
  'GET /api/auth/me': 'getCurrentUser',
  'POST /api/auth/password': 'changePassword',
  'POST /api/auth/reset-request': 'requestPasswordReset',
  'POST /api/auth/reset': 'resetPassword',
  'GET /api/auth/invite/{token}': 'getInvitation',
  'POST /api/auth/complete-registration': 'completeRegistration',

  'GET /api/users': 'listUsers',
  'GET /api/users/closers': 'listClosers',
  'GET /api/users/{id}': 'getUser',
  'PATCH /api/users/{id}': 'updateUser',
  'GET /api/avatars/{id}': 'getUserAvatar',
  'GET /api/profile': 'getProfile',
  'PUT /api/profile': 'updateProfile',
  'PUT /api/profile/avatar': 'uploadProfileAvatar',
  'DELETE /api/profile/avatar': 'deleteProfileAvatar',
  'POST /api/users/invite': 'inviteUser',
  'GET /api/users/people': 'listPeople',
  'GET /api/users/invite/pending': 'listPendingInvites',
  'POST /api/users/invite/{id}/resend': 'resendInvite',
  'DELETE /api/users/invite/{id}': 'revokeInvite',

  'GET /api/redirects': 'getRedirect',

  'POST /api/shares': 'createShare',
  'GET /api/shares': 'listShares',
  'GET /api/shares/resolve': 'resolveShare',
  'DELETE /api/shares/{id}': 'revokeShare',

  'GET /api/organizations/{id}': 'getOrganization',
  'PUT /api/organizations/{id}': 'updateOrganization',
  'GET /api/organizations/{id}/seat-count': 'getSeatCount',
  'GET /api/organizations/{id}/billing': 'getBilling',

  'GET /api/api-keys': 'listApiKeys',
  'POST /api/api-keys': 'createApiKey',
  'DELETE /api/api-keys/{id}': 'revokeApiKey',
  'POST /api/imports': 'uploadImport',
  'GET /api/imports': 'listImports',
  'GET /api/imports/{id}': 'getImport',
  'POST /api/imports/{id}/preview': 'previewImport',
  'DELETE /api/imports/{id}': 'discardImport',
  'POST /api/imports/{id}/commit': 'commitImport',
  'POST /api/imports/{id}/resume': 'resumeImport',
  'POST /api/imports/{id}/undo': 'undoImport',
  'GET /api/imports/{id}/rejected.csv': 'downloadRejectedImportRows',

  'GET /api/audit-events': 'listAuditEvents',
  'GET /api/audit-events/download': 'downloadAuditEvents',

  'GET /api/roles': 'listRoles',
  'POST /api/roles': 'createRole',
  'PATCH /api/roles/{id}': 'updateRole',

  'GET /api/products': 'listProducts',
  'GET /api/products/{id}': 'getProduct',
  'POST /api/products': 'createProduct',
  'PATCH /api/products/{id}': 'updateProduct',
  'POST /api/products/{id}/users': 'addProductUser',
  'PATCH /api/products/{id}/users': 'updateProductUser',
  'DELETE /api/products/{id}/users/{userId}': 'removeProductUser',

  'GET /api/notifications': 'listNotifications',
  'PATCH /api/notifications/clear': 'markAllNotificationsRead',
  'PATCH /api/notifications/{id}': 'markNotificationRead',
  'GET /api/notification-preferences': 'getNotificationPreferences',
  'PUT /api/notification-preferences': 'replaceNotificationPreferences',

  'GET /api/mail/status': 'getMailStatus',

  'GET /api/webhook-endpoints': 'listWebhookEndpoints',
  'POST /api/webhook-endpoints': 'createWebhookEndpoint',
  'PATCH /api/webhook-endpoints/{id}': 'updateWebhookEndpoint',
  'DELETE /api/webhook-endpoints/{id}': 'deleteWebhookEndpoint',
  'POST /api/webhook-endpoints/{id}/rotate-secret': 'rotateWebhookSecret',
  'GET /api/webhook-endpoints/{id}/deliveries': 'listWebhookDeliveries',
  'POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/replay': 'replayWebhookDelivery',
  'POST /api/hooks/{id}': 'receiveWebhook',

  'GET /api/commission': 'getCommission',
  'PATCH /api/commission': 'updateCommissionRate',

  'POST /api/transactions': 'createTransaction',
  'POST /api/transactions/employee': 'requestCommission',
  'PATCH /api/transactions/{id}': 'updateTransaction',
  'DELETE /api/transactions/{id}': 'deleteTransaction',
  'POST /api/transactions/status/{id}': 'updateTransactionStatus',
  'GET /api/transactions/history/{id}': 'getUserCommissionHistory',
  'GET /api/transactions/product-history/{id}': 'getProductCommissionHistory',
  'GET /api/transactions/users/{id}': 'listUserTransactions',
  'GET /api/transactions/products/{id}': 'listProductTransactions',
  'GET /api/transactions/users/{id}/download': 'downloadUserTransactions',
  'GET /api/transactions/products/{id}/download': 'downloadProductTransactions',

  'GET /api/metrics/users/{id}': 'getUserMetrics',
  'GET /api/metrics/products/{id}': 'getProductMetrics',
  'GET /api/metrics/team/filters': 'getTeamFilters',
  'GET /api/metrics/team/dashboard': 'getTeamDashboard',
  'GET /api/metrics/team/products': 'listTeamProducts',
  'GET /api/metrics/team/users': 'listTeamMembers',
  'GET /api/metrics/team/dashboard/download': 'downloadTeamDashboard',
  'GET /api/metrics/users/leaderboard': 'getLeaderboard',
  'GET /api/metrics/users/leaderboard/{metric}': 'listLeaderboardCategory',

  'POST /api/appointments': 'createAppointment',
  'POST /api/appointments/status/{id}': 'updateAppointmentStatus',
  'POST /api/appointments/decline/{id}': 'declineAppointment',
  'DELETE /api/appointments/{id}': 'deleteAppointment',
  'GET /api/appointments/users/{id}': 'listUserAppointments',
  'GET /api/appointments/products/{id}': 'listProductAppointments',
  'GET /api/appointments/users/{id}/download': 'downloadUserAppointments',
  'GET /api/appointments/products/{id}/download': 'downloadProductAppointments',

  'GET /api/adjustments/{userId}': 'listAdjustments',
  'POST /api/adjustments/{userId}': 'createAdjustment',
  'PATCH /api/adjustments/{userId}/{adjustmentId}': 'updateAdjustment',
  'DELETE /api/adjustments/{userId}/{adjustmentId}': 'deleteAdjustment',

  'GET /api/statements': 'listStatementMonths',
  'GET /api/statements/month/{month}': 'getStatementOfMonth',
  'GET /api/statements/month/{month}/export': 'exportStatementOfMonth',
  'POST /api/statements/admin/close': 'closeStatementMonth',
  'GET /api/statements/admin': 'getStatementAdminMonth',
  'GET /api/statements/admin/export': 'exportStatementPayroll',

  'POST /api/outbound-records': 'createOutboundRecord',
  'GET /api/outbound-records/users/{id}': 'listUserOutboundRecords',
  'GET /api/outbound-records/products/{id}': 'listProductOutboundRecords',
  'GET /api/outbound-records/users/{id}/download': 'downloadUserOutboundRecords',
  'GET /api/outbound-records/products/{id}/download': 'downloadProductOutboundRecords',
};
