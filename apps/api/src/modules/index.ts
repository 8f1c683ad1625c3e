import type { FastifyInstance } from 'fastify';
import { adjustmentRoutes } from './adjustments/routes.ts';
import { adjustmentServicePlugin } from './adjustments/service.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { importPeopleRoutes } from './imports/people-routes.ts';
import { importServicePlugin } from './imports/service.ts';
import { apiKeyServicePlugin } from './api-keys/service.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { appointmentServicePlugin } from './appointments/service.ts';
import { appointmentTableRoutes } from './appointments/table-routes.ts';
import { auditEventRoutes } from './audit-events/routes.ts';
import { auditEventServicePlugin } from './audit-events/service.ts';
import { authRoutes } from './auth/routes.ts';
import { authServicePlugin } from './auth/service.ts';
import { payRoutes } from './commission/pay-routes.ts';
import { payServicePlugin } from './commission/service.ts';
import { runtimeConfigRoutes } from './config/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { healthServicePlugin } from './health/service.ts';
import { leaderboardRoutes } from './metrics/users/leaderboard/routes.ts';
import { leaderboardServicePlugin } from './metrics/users/leaderboard/service.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { metricsServicePlugin } from './metrics/service.ts';
import { teamRoutes } from './metrics/team/routes.ts';
import { teamServicePlugin } from './metrics/team/service.ts';
import { mailRoutes } from './mail/routes.ts';
import { hookRoutes } from './hooks/routes.ts';
import { webhookEndpointRoutes } from './webhook-endpoints/routes.ts';
import { webhookServicePlugin } from './webhooks/service.ts';
import { mailOutboxPlugin } from './mail/mail-outbox.ts';
import { notificationPreferenceRoutes } from './notification-preferences/routes.ts';
import { notificationPreferenceServicePlugin } from './notification-preferences/service.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { notificationServicePlugin } from './notifications/service.ts';
import { billingRoutes } from './organizations/billing-routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { organizationServicePlugin } from './organizations/service.ts';
import { outboundRecordRoutes } from './outbound-records/routes.ts';
import { outboundRecordServicePlugin } from './outbound-records/service.ts';
import { outboundRecordTableRoutes } from './outbound-records/table-routes.ts';
import { productRoutes } from './products/routes.ts';
import { productServicePlugin } from './products/service.ts';
import { profileAvatarRoutes } from './profile/avatar-routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { profileServicePlugin } from './profile/service.ts';
import { redirectRoutes } from './redirects/routes.ts';
import { redirectServicePlugin } from './redirects/service.ts';
import { roleRoutes } from './roles/routes.ts';
import { roleServicePlugin } from './roles/service.ts';
import { salesListServicePlugin } from './sales-lists/service.ts';
import { shareRoutes } from './shares/routes.ts';
import { shareServicePlugin } from './shares/service.ts';
import { statementDisputeRoutes } from './statements/dispute-routes.ts';
import { statementAdminRoutes } from './statements/admin-routes.ts';
import { statementCloseServicePlugin } from './statements/close-job-service.ts';
import { statementCloseJobRoutes } from './statements/close-job-routes.ts';
import { statementRoutes } from './statements/routes.ts';
import { statementServicePlugin } from './statements/service.ts';
import { commissionHistoryRoutes } from './transactions/history/routes.ts';
import { productCommissionHistoryRoutes } from './transactions/product-history/routes.ts';
import { transactionRoutes } from './transactions/routes.ts';
import { transactionServicePlugin } from './transactions/service.ts';
import { transactionStatusRoutes } from './transactions/status/routes.ts';
import { commissionServicePlugin } from './transactions/status/service.ts';
import { transactionTableRoutes } from './transactions/table-routes.ts';
import { userAvatarRoutes } from './avatars/routes.ts';
import { pendingInviteRoutes } from './users/invite/pending-routes.ts';
import { inviteRoutes } from './users/invite/routes.ts';
import { inviteServicePlugin } from './users/invite/service.ts';
import { peopleRoutes } from './users/people/routes.ts';
import { peopleServicePlugin } from './users/people/service.ts';
import { userRoutes } from './users/routes.ts';
import { userServicePlugin } from './users/service.ts';

/** What the modules take from app.ts. */
export type ModuleOptions = { jwtSecret: string; apiBaseUrl: string };

/**
 * Every module's service, a service after those it uses (fastify-plugin `dependencies` check
 * the order at start). Static imports, not an autoload: the API is bundled into one file, so
 * there are no folders to scan at run time.
 */
const services = [
  healthServicePlugin,
  // Before the services whose changes mail someone (resets, invites, notifications).
  mailOutboxPlugin,
  authServicePlugin,
  userServicePlugin,
  peopleServicePlugin,
  profileServicePlugin,
  // Before the services whose changes notify someone.
  notificationPreferenceServicePlugin,
  notificationServicePlugin,
  inviteServicePlugin,
  redirectServicePlugin,
  shareServicePlugin,
  organizationServicePlugin,
  roleServicePlugin,
  productServicePlugin,
  commissionServicePlugin,
  payServicePlugin,
  transactionServicePlugin,
  appointmentServicePlugin,
  outboundRecordServicePlugin,
  adjustmentServicePlugin,
  metricsServicePlugin,
  salesListServicePlugin,
  teamServicePlugin,
  leaderboardServicePlugin,
  auditEventServicePlugin,
  apiKeyServicePlugin,
  importServicePlugin,
  statementServicePlugin,
  statementCloseServicePlugin,
  // After the services a delivery applies through.
  webhookServicePlugin,
];

/**
 * Every route plugin, grouped by URL root: `/api/<root>/…` is served from `modules/<root>/`,
 * a sub-path with a folder of its own from `modules/<root>/<segment>/` (the rule of
 * docs/architecture.md, "URL → module", checked by route-folders.test.ts).
 */
const routes = [
  healthRoutes,
  runtimeConfigRoutes,
  authRoutes,
  userRoutes,
  userAvatarRoutes,
  peopleRoutes,
  inviteRoutes,
  pendingInviteRoutes,
  profileRoutes,
  profileAvatarRoutes,
  redirectRoutes,
  shareRoutes,
  organizationRoutes,
  billingRoutes,
  roleRoutes,
  productRoutes,
  notificationRoutes,
  notificationPreferenceRoutes,
  mailRoutes,
  webhookEndpointRoutes,
  hookRoutes,
  payRoutes,
  transactionRoutes,
  transactionStatusRoutes,
  commissionHistoryRoutes,
  productCommissionHistoryRoutes,
  transactionTableRoutes,
  metricsRoutes,
  teamRoutes,
  leaderboardRoutes,
  appointmentRoutes,
  appointmentTableRoutes,
  adjustmentRoutes,
  statementRoutes,
  statementDisputeRoutes,
  statementAdminRoutes,
  statementCloseJobRoutes,
  outboundRecordRoutes,
  outboundRecordTableRoutes,
  auditEventRoutes,
  apiKeyRoutes,
  importRoutes,
  importPeopleRoutes,
];

/** Registers every module: the services first, then the routes that call them. */
export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  for (const service of services) await app.register(service, options);
  for (const route of routes) await app.register(route, options);
}
