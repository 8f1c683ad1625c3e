import {
  apiKeyListSchema,
  apiKeySchema,
  createdApiKeySchema,
  successEnvelope,
  type ApiKey,
  type ApiKeyList,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

/**
 * Every API key of the organization, revoked ones too, newest first (`GET /api/api-keys`,
 * admins). Never a secret: only each key's first characters.
 * @throws ApiError with the server's message (403 for anyone but an admin)
 */
export async function fetchApiKeys(api: ApiClient): Promise<ApiKeyList> {
  const body = await api.get('api-keys').json();
  return successEnvelope(apiKeyListSchema).parse(body).data;
}

/**
 * Creates a key (`POST /api/api-keys`). The answer holds the secret, which the API never shows
 * again: keep it out of every cache.
 * @throws ApiError 400 naming the field (`name`, `scopes`)
 */
export async function createApiKey(
  api: ApiClient,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const body = await api.post('api-keys', { json: request }).json();
  return successEnvelope(createdApiKeySchema).parse(body).data;
}

/**
 * Revokes a key (`DELETE /api/api-keys/:id`): its next request is refused. Revoking a revoked
 * key answers it unchanged.
 * @returns the key with `revoked_at` set
 */
export async function revokeApiKey(api: ApiClient, apiKeyId: number): Promise<ApiKey> {
  const body = await api.delete(`api-keys/${apiKeyId}`).json();
  return successEnvelope(apiKeySchema).parse(body).data;
}
