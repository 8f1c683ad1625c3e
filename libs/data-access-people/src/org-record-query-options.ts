import type { OrgUser } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchOrgUser } from './fetch-org-user.ts';

/**
 * Query-key tree of single organization records (a person, a product): one tree, so
 * @salesdash/data-access-products builds a product's query on `product`.
 */
export const orgRecordKeys = {
  user: (userId: number) => ['org', 'users', userId] as const,
  product: (productId: number) => ['org', 'products', productId] as const,
};

/** Query options of one person (the member overview's name). */
export function orgUserQueryOptions(
  api: ApiClient,
  userId: number,
): ApiQueryOptions<OrgUser, ReturnType<typeof orgRecordKeys.user>> {
  return queryOptions({
    queryKey: orgRecordKeys.user(userId),
    queryFn: () => fetchOrgUser(api, userId),
  });
}
