import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveNotificationPreferences } from './save-notification-preferences.ts';
import { settingsKeys } from './settings-query-options.ts';

/**
 * Mutation saving the signed-in person's notification choices with the app's API client; the
 * cached choices become the stored ones at once.
 */
export function useSaveNotificationPreferences() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<NotificationPreferences, Error, NotificationPreferencesUpdate>({
    mutationFn: (update) => saveNotificationPreferences(api, update),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notificationPreferences(), saved),
  });
}
