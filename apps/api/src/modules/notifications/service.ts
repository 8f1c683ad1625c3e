import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '@salesdash/api-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { userEvent } from '../../realtime/realtime-event.ts';
import type { Work } from '../../realtime/unit-of-work.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { notificationMail } from '../mail/mail-texts.ts';
import { deliveryOf } from '../notification-preferences/delivery-of.ts';

/** A notification to write: whom it is for, what it says and where it leads. */
export type NewNotification = {
  organizationId: number;
  userId: number;
  /** What happened, e.g. `transaction:approved`, `appointment:booked`. */
  type: string;
  title: string;
  body: string;
  /** The page of the record, or null. */
  link: string | null;
};

export type NotificationService = {
  /**
   * Delivers a notification as its person chose for its type (notification-preferences): in
   * the app, it is written inside the caller's unit of work and announced (`notification:new`
   * to `user:{id}`) once that work commits; by email, a mail is queued in the same work and
   * sent after the commit. The only writer of notification rows.
   * @returns the notification as the list shows it, or null when the person turned the app off
   * for its type
   */
  notify(work: Work, notification: NewNotification): Promise<Notification | null>;
  /** One person's notifications, newest first, with their unread count. */
  page(userId: number, query: NotificationListQuery): Promise<NotificationPage>;
  /** Marks every notification of the person read; answers how many changed. */
  clear(userId: number): Promise<number>;
  /** Marks one notification read (already authorized). */
  markRead(notificationId: number): Promise<Notification>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    notificationService: NotificationService;
  }
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    notification_id: row.notificationId,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Creates the notification service. Without `mail` (services tested alone) or with mail off,
 * the email choices are kept but nothing is mailed.
 */
export function createNotificationService(
  database: Database,
  mail?: Pick<MailOutbox, 'enabled' | 'enqueue' | 'linkTo' | 'wake'>,
): NotificationService {
  const { db } = database;

  async function queueMail(work: Work, notification: NewNotification) {
    if (!mail?.enabled) return;
    const [person] = await work.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userId, notification.userId))
      .limit(1);
    if (!person) return;
    await mail.enqueue(work.db, {
      organizationId: notification.organizationId,
      userId: notification.userId,
      kind: 'notification',
      to: person.email,
      ...notificationMail({
        title: notification.title,
        body: notification.body,
        link: notification.link === null ? null : mail.linkTo(notification.link),
        settingsLink: mail.linkTo('/settings'),
      }),
    });
    work.afterCommit(() => mail.wake());
  }

  return {
    async notify(work, notification) {
      const delivery = await deliveryOf(work.db, notification.userId, notification.type);
      if (delivery.email) await queueMail(work, notification);
      if (!delivery.inApp) return null;
      const [row] = await work.db
        .insert(notifications)
        .values({
          organizationId: notification.organizationId,
          userId: notification.userId,
          type: notification.type,
          title: notification.title,
          body: notification.body,
          link: notification.link,
        })
        .returning();
      if (!row) throw new Error('the insert returned no notification');
      const shown = toNotification(row);
      work.emit(userEvent(notification.userId, 'notification:new', shown));
      return shown;
    },

    async page(userId, { page, limit }) {
      const mine = eq(notifications.userId, userId);
      // The page and both counts in one query: the window counts see every row of the person.
      const rows = await db
        .select({
          notification: notifications,
          total: sql<number>`(count(*) over ())::int`,
          unread: sql<number>`(count(*) filter (where not ${notifications.isRead}) over ())::int`,
        })
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
        .limit(limit)
        .offset((page - 1) * limit);
      // A page past the end has no row to carry the counts.
      const [totals] =
        rows.length > 0 || page === 1
          ? [rows[0] ?? { total: 0, unread: 0 }]
          : await db
              .select({
                total: count(),
                unread: sql<number>`count(*) filter (where not ${notifications.isRead})::int`,
              })
              .from(notifications)
              .where(mine);
      const totalCount = totals?.total ?? 0;
      const totalPages = Math.ceil(totalCount / limit);
      return {
        notifications: rows.map((row) => toNotification(row.notification)),
        unreadCount: totals?.unread ?? 0,
        pagination: { hasNextPage: page < totalPages, totalCount, totalPages },
      };
    },

    async clear(userId) {
      const changed = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.notificationId });
      return changed.length;
    },

    async markRead(notificationId) {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(eq(notifications.notificationId, notificationId))
        .returning();
      if (!row) throw notFound();
      return toNotification(row);
    },
  };
}

/** Decorates `notificationService`. */
export const notificationServicePlugin = fp(
  async (app) => {
    app.decorate('notificationService', createNotificationService(app.db, app.mailOutbox));
  },
  { name: 'notification-service', dependencies: ['db', 'mail-outbox'] },
);
