import type { AuditAction } from '@salesdash/api-contract';

const labels: Record<AuditAction, string> = {
  'adjustment.created': 'Adjustment added',
  'adjustment.deleted': 'Adjustment removed',
  'adjustment.updated': 'Adjustment changed',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'appointment.booked': 'Call booked',
  'appointment.declined': 'Call declined by setter',
  'appointment.deleted': 'Call deleted',
  'appointment.status_changed': 'Call outcome set',
  'auth.sign_in_failures': 'Failed sign-ins',
  'commission_rate.changed': 'Commission rate changed',
  'import.committed': 'Import started',
  'import.discarded': 'Import discarded',
  'import.finished': 'Import finished',
  'import.mapped': 'Import mapped',
  'import.resumed': 'Import resumed',
  'import.undone': 'Import undone',
  'import.uploaded': 'Import uploaded',
  'invite.resent': 'Invite sent again',
  'invite.revoked': 'Invite revoked',
  'organization.seats_changed': 'Seats purchased changed',
  'organization.updated': 'Organization changed',
  'outbound_record.logged': 'Outbound activity logged',
  'product.created': 'Product created',
  'product.team_member_added': 'Person added to a product',
  'product.team_member_changed': 'Product role changed',
  'product.team_member_removed': 'Person taken off a product',
  'product.updated': 'Product changed',
  'role.created': 'Sales role created',
  'role.updated': 'Sales role changed',
  'share.created': 'Share link created',
  'share.revoked': 'Share link revoked',
  'statement.closed': 'Statement month closed',
  'statement.payroll_exported': 'Payroll export downloaded',
  'statement.reopened': 'Statement month reopened',
  'statement_dispute.opened': 'Statement line disputed',
  'statement_dispute.resolved': 'Statement dispute resolved',
  'transaction.created': 'Transaction added',
  'transaction.deleted': 'Transaction deleted',
  'transaction.requested': 'Commission requested',
  'transaction.status_changed': 'Transaction status changed',
  'transaction.updated': 'Transaction changed',
  'user.access_changed': 'Access level changed',
  'user.avatar_changed': 'Picture changed',
  'user.deactivated': 'Person deactivated',
  'user.imported': 'Person added by an import',
  'user.invited': 'Person invited',
  'user.notification_preferences_changed': 'Notification choices changed',
  'user.password_changed': 'Password changed',
  'user.password_reset': 'Password reset',
  'user.password_reset_requested': 'Password reset requested',
  'user.profile_changed': 'Own name changed',
  'user.reactivated': 'Person reactivated',
  'user.registered': 'Invite accepted',
  'user.updated': 'Person changed',
  'webhook_delivery.replayed': 'Webhook delivery replayed',
  'webhook_endpoint.created': 'Webhook endpoint added',
  'webhook_endpoint.deleted': 'Webhook endpoint removed',
  'webhook_endpoint.secret_rotated': 'Webhook secret rotated',
  'webhook_endpoint.updated': 'Webhook endpoint changed',
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(labels, action);

/**
 * What an audit row's action says to an admin ("Call outcome set"); an action this build does
 * not know yet (a newer server) shows as it is stored.
 */
export function auditActionLabel(action: string): string {
  return isKnown(action) ? labels[action] : action;
}
