// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { NotificationPage } from '@salesdash/api-contract';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { notificationsInfiniteQueryOptions } from '@salesdash/data-access-notifications';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';

const { api } = createFakeApiClient();
// The key is tagged with its data: reading the cached pages is typed without a cast.
export const pages: InfiniteData<NotificationPage> | undefined = new QueryClient().getQueryData(
  notificationsInfiniteQueryOptions(api).queryKey,
);
// @ts-expect-error a page size is a number
notificationsInfiniteQueryOptions(api, '20');
