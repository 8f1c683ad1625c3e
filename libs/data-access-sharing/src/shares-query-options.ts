import type { Share, ShareListQuery } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import type { ApiQueryOptions } from '@salesdash/data-access-api';
import { fetchShares } from './fetch-shares.ts';
import { shareKeys } from './share-keys.ts';

/**
 * Query options of the caller's share links (for `useQuery`, loaders and `setQueryData`).
 * @param api - the app's API client
 * @param query - `type` and `resource_id` of one dashboard, or `{}` for all the caller's links
 */
export function sharesQueryOptions(
  api: ApiClient,
  query: ShareListQuery = {},
): ApiQueryOptions<Share[], ReturnType<typeof shareKeys.list>> {
  return queryOptions({
    queryKey: shareKeys.list(query),
    queryFn: () => fetchShares(api, query),
  });
}
