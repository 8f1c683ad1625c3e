import type { NotificationPage } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryKeyWithDataTag,
  type UndefinedInitialDataInfiniteOptions,
} from '@tanstack/react-query';
import { fetchNotifications } from './fetch-notifications.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationPageSize } from './notification-page-size.ts';

/**
 * What {@link notificationsInfiniteQueryOptions} returns: options for `useInfiniteQuery` and
 * `queryClient.fetchInfiniteQuery`, the key tagged with the pages (so `getQueryData` is typed).
 * Written out so the published declarations name only `@tanstack/react-query`.
 */
export type NotificationsInfiniteQueryOptions = UndefinedInitialDataInfiniteOptions<
  NotificationPage,
  Error,
  InfiniteData<NotificationPage, number>,
  ReturnType<typeof notificationKeys.list>,
  number
> &
  QueryKeyWithDataTag<
    ReturnType<typeof notificationKeys.list>,
    InfiniteData<NotificationPage>,
    Error
  >;

/**
 * Infinite query options of the caller's notifications, newest first, from page 1: the next page
 * is asked for while the last one says `pagination.hasNextPage`. Every page carries the caller's
 * unread count at the time it was fetched; the first page's is the bell's badge. Fresh for 30 s.
 * @param api - the app's API client
 * @param limit - notifications per page (20)
 */
export function notificationsInfiniteQueryOptions(
  api: ApiClient,
  limit: number = notificationPageSize,
): NotificationsInfiniteQueryOptions {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ pageParam }) => fetchNotifications(api, pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.pagination.hasNextPage ? lastPageParam + 1 : undefined,
    // The bell and its panel read the same list: opening the panel right after the bell loaded
    // it refetches nothing. New notifications arrive through the realtime invalidation anyway.
    staleTime: 30_000,
  });
}
