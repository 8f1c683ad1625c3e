import type { Notification } from '@salesdash/api-contract';
import {
  exampleNotificationPage,
  exampleNotifications,
  failure,
  success,
  type FakeRoute,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the notification calls answer in a story or test; a working inbox unless given. */
export type NotificationRoutesOptions = {
  /** The inbox, newest first: five, three of them unread, unless given. */
  notifications?: Notification[];
  list?: FakeRoute;
  markRead?: FakeRoute;
  clear?: FakeRoute;
};

/**
 * A fake notifications API with an inbox of its own: pages of 20 as the server gives them, and
 * reads that stick, so a refetch after a mutation shows what the server would.
 */
export function notificationRoutes(options: NotificationRoutesOptions = {}): FakeRoutes {
  const inbox = (options.notifications ?? exampleNotifications(5, 3)).map((item) => ({ ...item }));
  return {
    'GET notifications':
      options.list ??
      (({ query }) =>
        success(
          exampleNotificationPage(
            inbox,
            Number(query.get('page') ?? 1),
            Number(query.get('limit') ?? 20),
          ),
        )),
    // Before `:id`, which would match "clear" too.
    'PATCH notifications/clear':
      options.clear ??
      (() => {
        const unread = inbox.filter((item) => !item.is_read);
        for (const item of unread) item.is_read = true;
        return success({ updated: unread.length });
      }),
    'PATCH notifications/:id':
      options.markRead ??
      (({ params }) => {
        const found = inbox.find((item) => item.notification_id === Number(params['id']));
        if (!found) return failure(404, 'not-found', 'Not found');
        found.is_read = true;
        return success(found);
      }),
  };
}
