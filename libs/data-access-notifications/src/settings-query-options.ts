import type { MailStatus, NotificationPreferences } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchMailStatus } from './fetch-mail-status.ts';
import { fetchNotificationPreferences } from './fetch-notification-preferences.ts';

/** Query-key tree of the settings: the caller's notification choices, the mail status. */
export const settingsKeys = {
  all: ['settings'] as const,
  notificationPreferences: () => [...settingsKeys.all, 'notification-preferences'] as const,
  mailStatus: () => [...settingsKeys.all, 'mail-status'] as const,
};

/**
 * Query options of the signed-in person's notification choices
 * (`GET /api/notification-preferences`).
 * @param api - the app's API client
 */
export function notificationPreferencesQueryOptions(
  api: ApiClient,
): ApiQueryOptions<
  NotificationPreferences,
  ReturnType<typeof settingsKeys.notificationPreferences>
> {
  return queryOptions({
    queryKey: settingsKeys.notificationPreferences(),
    queryFn: () => fetchNotificationPreferences(api),
  });
}

/**
 * Query options of the mail status (`GET /api/mail/status`, admins): whether mail is on, and the
 * mails given up. Always stale: an admin opening the page wants the failures as they are now.
 * @param api - the app's API client
 */
export function mailStatusQueryOptions(
  api: ApiClient,
): ApiQueryOptions<MailStatus, ReturnType<typeof settingsKeys.mailStatus>> {
  return queryOptions({ queryKey: settingsKeys.mailStatus(), queryFn: () => fetchMailStatus(api) });
}
