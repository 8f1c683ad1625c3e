import type { ResolvedShare } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import type { ApiQueryOptions } from '@salesdash/data-access-api';
import { resolveShare } from './resolve-share.ts';
import { shareKeys } from './share-keys.ts';

/**
 * Query options resolving a share token. No retry: an invalid, expired or revoked link stays so.
 * @param api - the app's API client
 * @param token - the token of the share page's path
 */
export function resolvedShareQueryOptions(
  api: ApiClient,
  token: string,
): ApiQueryOptions<ResolvedShare, ReturnType<typeof shareKeys.resolved>> {
  return queryOptions({
    queryKey: shareKeys.resolved(token),
    queryFn: () => resolveShare(api, token),
    retry: false,
  });
}
