import { notificationSchema, successEnvelope, type Notification } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const notificationResponseSchema = successEnvelope(notificationSchema);

/**
 * Marks one of the caller's notifications read through `PATCH /api/notifications/:id`.
 * @param api - the app's API client
 * @param notificationId - `notification_id` of one's own notification (another's answers 404)
 * @returns the notification, now read
 * @throws ApiError with the server's message when the call fails
 */
export async function markNotificationRead(
  api: ApiClient,
  notificationId: number,
): Promise<Notification> {
  const body = await api.patch(`notifications/${notificationId}`).json();
  return notificationResponseSchema.parse(body).data;
}
