import type { Notification } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from './mark-notification-read.ts';
import {
  optimisticNotificationsRead,
  type NotificationsSnapshot,
} from './optimistic-notifications-read.ts';

/**
 * Mutation marking one notification read (by `notification_id`) with the provided client. The
 * cached lists show it read and the unread count one lower at once; a failure puts them back
 * (`onError` tells the user, even once the caller has unmounted), and every notification list refetches after.
 */
export function useMarkNotificationRead({ onError }: { onError?: (error: Error) => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Notification, Error, number, NotificationsSnapshot>({
    mutationFn: (notificationId) => markNotificationRead(api, notificationId),
    ...optimisticNotificationsRead<number>(
      queryClient,
      (notificationId) => notificationId,
      onError,
    ),
  });
}
