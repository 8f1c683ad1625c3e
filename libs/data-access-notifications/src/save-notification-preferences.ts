import {
  notificationPreferencesSchema,
  successEnvelope,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(notificationPreferencesSchema);

/**
 * Replaces the signed-in person's notification choices through
 * `PUT /api/notification-preferences`; triggers left out go back to their default.
 * @param api - the app's API client
 * @param update - every trigger's choice
 * @returns the choices as stored
 * @throws ApiError 400 naming the field (`preferences.0.trigger`)
 */
export async function saveNotificationPreferences(
  api: ApiClient,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return responseSchema.parse(await api.put('notification-preferences', { json: update }).json())
    .data;
}
