// A consumer of the deprecated package, as other teams import it today: type-checked by the
// package test against the installed tarball (strict NodeNext, declarations checked) and by the
// workspace against the sources. The names, values and types are the domain libs' own.
import type { NotificationPage, Share } from '@salesdash/api-contract';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import {
  notificationsInfiniteQueryOptions,
  sharesQueryOptions,
  type ProductTeamChange,
  type SharedDashboard,
} from '@salesdash/data-access-org';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';

const { api } = createFakeApiClient();
const options = sharesQueryOptions(api, { type: 'employee', resource_id: 7 });
// The key is tagged with its data: reading the cache is typed without a cast.
export const cached: Share[] | undefined = new QueryClient().getQueryData(options.queryKey);
// @ts-expect-error there is no 'team' share type
sharesQueryOptions(api, { type: 'team' });
export const pages: InfiniteData<NotificationPage> | undefined = new QueryClient().getQueryData(
  notificationsInfiniteQueryOptions(api).queryKey,
);
export const change: ProductTeamChange = { kind: 'remove', productId: 2, userId: 7 };
export const shared: SharedDashboard['type'] | undefined = undefined;
