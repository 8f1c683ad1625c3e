import type { NotificationPage } from '@salesdash/api-contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys.ts';
import { notificationPagesRead } from './notification-pages-read.ts';

type Pages = InfiniteData<NotificationPage>;

/** The cached lists before an optimistic read, to put back if the server refuses it. */
export type NotificationsSnapshot = { previous: [QueryKey, Pages | undefined][] };

/**
 * The callbacks a read mutation shares: mark the cached lists read at once (the badge drops
 * before the server answers), put them back on failure, and refetch from the server either way.
 * @param queryClient - the app's query client
 * @param target - which notification the mutation reads, from its variables
 * @param onFailure - told after the cache is put back (a toast); runs even when the component
 *   that started the mutation has unmounted since, unlike `mutate`'s own `onError`
 */
export function optimisticNotificationsRead<TVariables>(
  queryClient: QueryClient,
  target: (variables: TVariables) => number | 'all',
  onFailure?: (error: Error) => void,
) {
  return {
    onMutate: async (variables: TVariables): Promise<NotificationsSnapshot> => {
      // A list refetch already under way would overwrite the optimistic pages with stale ones.
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: notificationKeys.lists() });
      const id = target(variables);
      queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
        data ? notificationPagesRead(data, id) : data,
      );
      return { previous };
    },
    onError: (
      error: Error,
      _variables: TVariables,
      snapshot: NotificationsSnapshot | undefined,
    ) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
      onFailure?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}
