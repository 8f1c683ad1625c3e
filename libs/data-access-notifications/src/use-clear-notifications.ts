import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearNotifications } from './clear-notifications.ts';
import {
  optimisticNotificationsRead,
  type NotificationsSnapshot,
} from './optimistic-notifications-read.ts';

/**
 * Mutation marking all of the caller's notifications read ("Mark all read"); resolves to how many
 * were unread. The cached lists show everything read and a count of 0 at once; a failure puts
 * them back (`onError` tells the user, even once the caller has unmounted), and every list refetches after.
 */
export function useClearNotifications({ onError }: { onError?: (error: Error) => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<number, Error, void, NotificationsSnapshot>({
    mutationFn: () => clearNotifications(api),
    ...optimisticNotificationsRead<void>(queryClient, () => 'all', onError),
  });
}
