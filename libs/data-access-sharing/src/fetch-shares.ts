import {
  shareListSchema,
  successEnvelope,
  type Share,
  type ShareListQuery,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const shareListResponseSchema = successEnvelope(shareListSchema);

/**
 * Lists the caller's share links through `GET /api/shares`, optionally of one resource.
 * @param api - the app's API client
 * @param query - `type` and `resource_id` narrow the list to one dashboard
 * @returns the share links, revoked and expired ones included (the server decides the order)
 * @throws ApiError with the server's message when the call fails
 */
export async function fetchShares(api: ApiClient, query: ShareListQuery = {}): Promise<Share[]> {
  const searchParams: Record<string, string | number> = {};
  if (query.type) searchParams['type'] = query.type;
  if (query.resource_id !== undefined) searchParams['resource_id'] = query.resource_id;
  const body = await api.get('shares', { searchParams }).json();
  return shareListResponseSchema.parse(body).data.shares;
}
