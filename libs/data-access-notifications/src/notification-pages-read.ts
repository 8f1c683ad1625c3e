import type { NotificationPage } from '@salesdash/api-contract';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The cached notification pages as they will be once one notification (or all) is read: what an
 * optimistic update shows before the server answers. Reading one that is not unread in the cache
 * changes nothing (the same object comes back); reading all zeroes the count even when the unread
 * ones sit on pages not loaded yet.
 * @param data - the cached pages
 * @param notificationId - the one read, or `'all'`
 */
export function notificationPagesRead(
  data: InfiniteData<NotificationPage>,
  notificationId: number | 'all',
): InfiniteData<NotificationPage> {
  const isTarget = (id: number) => notificationId === 'all' || id === notificationId;
  const unreadTarget = data.pages.some((page) =>
    page.notifications.some((item) => !item.is_read && isTarget(item.notification_id)),
  );
  if (notificationId !== 'all' && !unreadTarget) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount: notificationId === 'all' ? 0 : Math.max(0, page.unreadCount - 1),
      notifications: page.notifications.map((item) =>
        item.is_read || !isTarget(item.notification_id) ? item : { ...item, is_read: true },
      ),
    })),
  };
}
