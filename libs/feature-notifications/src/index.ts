export { isAppPath } from './is-app-path.ts';
export { LazyNotificationBell, type LazyNotificationBellProps } from './lazy-notification-bell.tsx';
export { LazyNotificationPanel } from './lazy-notification-panel.tsx';
export { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
export { notificationBellLabel } from './notification-bell-label.ts';
export { NotificationItem, type NotificationItemProps } from './notification-item.tsx';
export { NotificationPanel, type NotificationPanelProps } from './notification-panel.tsx';
export { unreadAnnouncement } from './unread-announcement.ts';
export { unreadBadgeText } from './unread-badge-text.ts';
