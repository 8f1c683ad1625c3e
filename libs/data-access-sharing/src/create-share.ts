import {
  createdShareSchema,
  createShareRequestSchema,
  successEnvelope,
  type CreatedShare,
  type CreateShareRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const createdShareResponseSchema = successEnvelope(createdShareSchema);

/**
 * Creates a share link through `POST /api/shares`. The token comes back only here: keep the
 * returned `path` to show or copy the link, it cannot be read again later.
 * @param api - the app's API client
 * @param request - type, resource id, optional name and optional ISO `expires_at`
 * @returns the share, its token and the page path `/share/<type>/<token>`
 * @throws ZodError when the request is malformed; ApiError with the server's message otherwise
 */
export async function createShare(
  api: ApiClient,
  request: CreateShareRequest,
): Promise<CreatedShare> {
  const json = createShareRequestSchema.parse(request);
  const body = await api.post('shares', { json }).json();
  return createdShareResponseSchema.parse(body).data;
}
