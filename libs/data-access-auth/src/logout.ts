import { acknowledgedSchema, successEnvelope } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(acknowledgedSchema);

/**
 * Revokes a refresh token and its family on the server through `POST /api/auth/logout`.
 * {@link signOut} calls it for you; call it directly only to end a session you hold elsewhere.
 * @param api - the app's API client
 * @param refreshToken - the token to revoke
 */
export async function logout(api: ApiClient, refreshToken: string): Promise<void> {
  const body = await api.post('auth/logout', { json: { refresh_token: refreshToken } }).json();
  responseSchema.parse(body);
}
