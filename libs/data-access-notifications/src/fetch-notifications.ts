import {
  notificationPageSchema,
  successEnvelope,
  type NotificationPage,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
import { notificationPageSize } from './notification-page-size.ts';

const notificationPageResponseSchema = successEnvelope(notificationPageSchema);

/**
 * One page of the caller's notifications through `GET /api/notifications`, newest first.
 * @param api - the app's API client
 * @param page - the page, from 1
 * @param limit - notifications per page (20)
 * @returns the notifications, the caller's unread count and the pagination
 * @throws ApiError with the server's message when the call fails
 */
export async function fetchNotifications(
  api: ApiClient,
  page = 1,
  limit = notificationPageSize,
): Promise<NotificationPage> {
  const body = await api.get('notifications', { searchParams: { page, limit } }).json();
  return notificationPageResponseSchema.parse(body).data;
}
