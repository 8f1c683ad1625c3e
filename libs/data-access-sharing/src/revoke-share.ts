import { shareSchema, successEnvelope, type Share } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const shareResponseSchema = successEnvelope(shareSchema);

/**
 * Revokes a share link through `DELETE /api/shares/:id`; anyone holding it gets
 * `share-link-revoked` from then on.
 * @param api - the app's API client
 * @param shareId - `share_id` of the link
 * @returns the share with `revoked_at` set
 * @throws ApiError with the server's message when the call fails
 */
export async function revokeShare(api: ApiClient, shareId: number): Promise<Share> {
  const body = await api.delete(`shares/${shareId}`).json();
  return shareResponseSchema.parse(body).data;
}
