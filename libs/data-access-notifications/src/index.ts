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
