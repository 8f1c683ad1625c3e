import type { NotificationTrigger } from '@salesdash/api-contract';

/** What each notification trigger is, as the settings name it. */
export const notificationTriggerLabels: Readonly<Record<NotificationTrigger, string>> = {
  'transaction:approved': 'A commission request of yours is approved',
  'transaction:rejected': 'A commission request of yours is rejected',
  'transaction:refunded': 'A sale of yours is refunded',
  'transaction:named': 'Someone names you on a sale',
  'adjustment:added': 'A bonus or clawback is added for you',
  'appointment:booked': 'A call is booked for you',
  'appointment:named': 'Someone names you as the setter of a call',
  'appointment:declined': 'A setter declines one of your calls',
  'invite:accepted': 'Someone you invited joins',
  'dispute:opened': 'Someone disputes a line of their statement (admins)',
  'dispute:resolved': 'A dispute of yours is accepted or rejected',
};
