// Test support for apps and libs that use the API client: a fake client on the real one, and
// example answers of the API. Tests and stories only: lint keeps production code from importing
// `@salesdash/data-access-api/testing`.
export {
  createFakeApiClient,
  type FakeAnswer,
  type FakeApiClient,
  type FakeApiClientOptions,
  type FakeRequest,
  type FakeRoute,
  type FakeRoutes,
} from './create-fake-api-client.ts';
export { failure, success } from './fake-answers.ts';
export { exampleApiKey, exampleApiKeys } from './example-api-keys.ts';
export { exampleCreatedInvite } from './example-created-invite.ts';
export { exampleInvitation } from './example-invitation.ts';
export { exampleRoles } from './example-roles.ts';
export {
  exampleWebhookDeliveries,
  exampleWebhookEndpoint,
  exampleWebhookEndpoints,
} from './example-webhooks.ts';
export {
  exampleNotification,
  exampleNotificationPage,
  exampleNotifications,
} from './example-notifications.ts';
export { exampleNow, exampleResolvedShare, exampleShare, exampleShares } from './example-shares.ts';
export { exampleSignedInUser } from './example-signed-in-user.ts';
export { exampleMetrics } from './example-metrics.ts';
export {
  exampleCategory,
  exampleLeaderboard,
  exampleLeaderboardPage,
  exampleLongLeaderboard,
  type ExampleLeaderboardOptions,
  type ExampleRanked,
} from './example-leaderboard.ts';
export { exampleTeamFilters, exampleTeamMembers, exampleTeamProducts } from './example-team.ts';
export {
  exampleCommissionSummary,
  exampleOrgUser,
  exampleOrgUsers,
  exampleProducts,
} from './example-pay.ts';
export {
  exampleAppointment,
  exampleAppointmentList,
  exampleCommissionHistory,
  exampleOutboundRecordList,
  exampleTransaction,
  exampleTransactionList,
  exampleTransactionListRow,
} from './example-sales-records.ts';
export { ApiTestProviders, type ApiTestProvidersProps } from './api-test-providers.tsx';
export { createHookHarness } from './hook-harness.tsx';
export {
  exampleCommittingImport,
  exampleImportBatches,
  exampleImportColumns,
  exampleImportPreview,
  exampleImportUpload,
} from './example-imports.ts';
