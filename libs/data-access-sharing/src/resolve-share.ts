import {
  resolvedShareSchema,
  shareTokenHeader,
  successEnvelope,
  type ResolvedShare,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const resolvedShareResponseSchema = successEnvelope(resolvedShareSchema);

/**
 * Resolves a share token through `GET /api/shares/resolve`: what the link shows. The token goes
 * in `x-share-token` and the signed-in user's bearer is dropped, so a visitor who happens to be
 * signed in sees exactly what an anonymous one sees.
 * @param api - the app's API client
 * @param token - the token of the share page's path
 * @returns type, resource id, name and expiry of the shared dashboard
 * @throws ApiError with status 401 and code `share-link-invalid`, `share-link-expired` or
 *   `share-link-revoked` when the link no longer opens
 */
export async function resolveShare(api: ApiClient, token: string): Promise<ResolvedShare> {
  const body = await api
    // A call carrying its own share token goes without the client's bearer.
    .get('shares/resolve', { headers: { [shareTokenHeader]: token } })
    .json();
  return resolvedShareResponseSchema.parse(body).data;
}
