// The security matrix: every module's entries, gathered for the tests of this folder.
import { adjustmentsMatrixEntries } from '../modules/adjustments/matrix-entries.ts';
import { apiKeysMatrixEntries } from '../modules/api-keys/matrix-entries.ts';
import { importsMatrixEntries } from '../modules/imports/matrix-entries.ts';
import { appointmentsMatrixEntries } from '../modules/appointments/matrix-entries.ts';
import { auditEventsMatrixEntries } from '../modules/audit-events/matrix-entries.ts';
import { authMatrixEntries } from '../modules/auth/matrix-entries.ts';
import { commissionMatrixEntries } from '../modules/commission/matrix-entries.ts';
import { metricsMatrixEntries } from '../modules/metrics/matrix-entries.ts';
import { leaderboardMatrixEntries } from '../modules/metrics/users/leaderboard/matrix-entries.ts';
import { teamMatrixEntries } from '../modules/metrics/team/matrix-entries.ts';
import { mailMatrixEntries } from '../modules/mail/matrix-entries.ts';
import { webhookEndpointsMatrixEntries } from '../modules/webhook-endpoints/matrix-entries.ts';
import { hooksMatrixEntries } from '../modules/hooks/matrix-entries.ts';
import { notificationPreferencesMatrixEntries } from '../modules/notification-preferences/matrix-entries.ts';
import { notificationsMatrixEntries } from '../modules/notifications/matrix-entries.ts';
import { organizationsMatrixEntries } from '../modules/organizations/matrix-entries.ts';
import { outboundRecordsMatrixEntries } from '../modules/outbound-records/matrix-entries.ts';
import { productsMatrixEntries } from '../modules/products/matrix-entries.ts';
import { profileMatrixEntries } from '../modules/profile/matrix-entries.ts';
import { redirectsMatrixEntries } from '../modules/redirects/matrix-entries.ts';
import { rolesMatrixEntries } from '../modules/roles/matrix-entries.ts';
import { sharesMatrixEntries } from '../modules/shares/matrix-entries.ts';
import { statementsMatrixEntries } from '../modules/statements/matrix-entries.ts';
import { transactionsMatrixEntries } from '../modules/transactions/matrix-entries.ts';
import { historyMatrixEntries } from '../modules/transactions/history/matrix-entries.ts';
import { productHistoryMatrixEntries } from '../modules/transactions/product-history/matrix-entries.ts';
import { statusMatrixEntries } from '../modules/transactions/status/matrix-entries.ts';
import { usersMatrixEntries } from '../modules/users/matrix-entries.ts';
import { userAvatarMatrixEntries } from '../modules/avatars/matrix-entries.ts';
import { inviteMatrixEntries } from '../modules/users/invite/matrix-entries.ts';
import type { MatrixEntry } from './matrix-cells.ts';

export {
  principalNames,
  type Expectation,
  type HttpMethod,
  type MatrixEntry,
  type PrincipalName,
} from './matrix-cells.ts';

/** One entry per operation of `/openapi.json` (matrix-coverage.ts checks both ways). */
export const matrixEntries: MatrixEntry[] = [
  ...authMatrixEntries,
  ...inviteMatrixEntries,
  ...usersMatrixEntries,
  ...userAvatarMatrixEntries,
  ...profileMatrixEntries,
  ...redirectsMatrixEntries,
  ...sharesMatrixEntries,
  ...organizationsMatrixEntries,
  ...rolesMatrixEntries,
  ...productsMatrixEntries,
  ...outboundRecordsMatrixEntries,
  ...notificationsMatrixEntries,
  ...notificationPreferencesMatrixEntries,
  ...mailMatrixEntries,
  ...webhookEndpointsMatrixEntries,
  ...hooksMatrixEntries,
  ...statusMatrixEntries,
  ...transactionsMatrixEntries,
  ...commissionMatrixEntries,
  ...appointmentsMatrixEntries,
  ...adjustmentsMatrixEntries,
  ...statementsMatrixEntries,
  ...metricsMatrixEntries,
  ...leaderboardMatrixEntries,
  ...teamMatrixEntries,
  ...historyMatrixEntries,
  ...productHistoryMatrixEntries,
  ...auditEventsMatrixEntries,
  ...apiKeysMatrixEntries,
  ...importsMatrixEntries,
];
