import * as z from 'zod/mini';
import { queryIntegerSchema } from './id-param.ts';
import { maxPage, paginationSchema } from './table-query.ts';

export const notificationSchema = z.object({
  notification_id: z.int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of `GET /api/notifications` (page 1, limit 20 by default). */
export const notificationListQuerySchema = z.object({
  page: z._default(queryIntegerSchema(1, maxPage), 1),
  limit: z._default(queryIntegerSchema(1, 100), 20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** `data` of `GET /api/notifications`. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.int(),
  pagination: paginationSchema,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `data` of `PATCH /api/notifications/clear`: how many were marked read. */
export const clearedNotificationsSchema = z.object({ updated: z.int() });
