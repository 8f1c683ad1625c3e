import { clearedNotificationsSchema, successEnvelope } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const clearedResponseSchema = successEnvelope(clearedNotificationsSchema);

/**
 * Marks all of the caller's notifications read through `PATCH /api/notifications/clear`.
 * @param api - the app's API client
 * @returns how many were unread and are now read
 * @throws ApiError with the server's message when the call fails
 */
export async function clearNotifications(api: ApiClient): Promise<number> {
  const body = await api.patch('notifications/clear').json();
  return clearedResponseSchema.parse(body).data.updated;
}
