import {
  notificationPreferencesSchema,
  successEnvelope,
  type NotificationPreferences,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(notificationPreferencesSchema);

/**
 * Which notification triggers reach the signed-in person, through
 * `GET /api/notification-preferences`: every trigger once, in the app and by email.
 * @param api - the app's API client
 */
export async function fetchNotificationPreferences(
  api: ApiClient,
): Promise<NotificationPreferences> {
  return responseSchema.parse(await api.get('notification-preferences').json()).data;
}
