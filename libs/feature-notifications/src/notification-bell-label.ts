/**
 * The bell's accessible name: its purpose, then the unread count in full (the badge caps it at
 * "99+", a screen reader need not).
 * @param count - unread notifications
 * @example notificationBellLabel(3) // 'Notifications, 3 unread'
 */
export function notificationBellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
