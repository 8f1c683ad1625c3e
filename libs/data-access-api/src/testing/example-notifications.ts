import type { Notification, NotificationPage } from '@salesdash/api-contract';

/**
 * An example notification of Casey Closer's: an approved commission request, unread.
 * @param overrides - fields to change
 */
export function exampleNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    notification_id: 1,
    type: 'transaction:approved',
    title: 'Commission request approved',
    body: 'Your $1,200.00 sale to Dana Lee on 2026-11-20 was approved.',
    link: '/sales-overview?startDate=2026-11-20&endDate=2026-11-20&preset=custom',
    is_read: false,
    created_at: '2026-11-23T11:30:00.000Z',
    ...overrides,
  };
}

const titles = ['Commission request approved', 'Call booked', 'Bonus added', 'Invite accepted'];
// Deep links as the API makes them: one's dashboard on the record's day, or the team page.
const day = (date: string) => `/sales-overview?startDate=${date}&endDate=${date}&preset=custom`;
const links = [day('2026-11-20'), null, day('2026-11-21'), '/team'];

/**
 * `count` notifications, newest first (ids `count` down to 1, an hour apart from 11:30 on
 * 2026-11-23), the first `unread` of them unread: the shape `GET /api/notifications` lists.
 * @param count - how many
 * @param unread - how many of the newest are unread
 */
export function exampleNotifications(count: number, unread = Math.min(count, 3)): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    exampleNotification({
      notification_id: count - index,
      title: `${titles[index % titles.length] ?? 'Notification'} #${count - index}`,
      body: `Notification ${count - index} of the example list.`,
      link: links[index % links.length] ?? null,
      is_read: index >= unread,
      created_at: new Date(
        Date.parse('2026-11-23T11:30:00.000Z') - index * 3_600_000,
      ).toISOString(),
    }),
  );
}

/**
 * Page `page` of `notifications` as `GET /api/notifications` answers it.
 * @param notifications - everything the caller has, newest first
 * @param page - the page, from 1
 * @param limit - per page (20)
 */
export function exampleNotificationPage(
  notifications: readonly Notification[],
  page = 1,
  limit = 20,
): NotificationPage {
  const totalPages = Math.ceil(notifications.length / limit);
  return {
    notifications: notifications.slice((page - 1) * limit, page * limit),
    unreadCount: notifications.filter((notification) => !notification.is_read).length,
    pagination: { hasNextPage: page < totalPages, totalCount: notifications.length, totalPages },
  };
}
