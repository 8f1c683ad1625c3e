import { notificationTriggers, type NotificationPreferences } from '@salesdash/api-contract';

/** A person who gets every trigger in the app, approvals and bonuses by email too. */
export const exampleNotificationPreferences: NotificationPreferences = {
  email_available: true,
  preferences: notificationTriggers.map((trigger) => ({
    trigger,
    in_app: trigger !== 'appointment:declined',
    email: trigger === 'transaction:approved' || trigger === 'adjustment:added',
  })),
};
