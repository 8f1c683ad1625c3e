import type { ApiKeyList } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchApiKeys } from './api-key-calls.ts';
import { apiKeyKeys } from './api-key-keys.ts';

/** Query options of the organization's API keys (admins), for `useQuery` and the route's loader. */
export function apiKeysQueryOptions(
  api: ApiClient,
): ApiQueryOptions<ApiKeyList, ReturnType<typeof apiKeyKeys.list>> {
  return queryOptions({ queryKey: apiKeyKeys.list(), queryFn: () => fetchApiKeys(api) });
}
