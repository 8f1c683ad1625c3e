import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Revokes a refresh token and its family on the server through `POST /api/auth/logout`.
 * {@link signOut} calls it for you; call it directly only to end a session you hold elsewhere.
 * @param api - the app's API client
 * @param refreshToken - the token to revoke
 */
export declare function logout(api: ApiClient, refreshToken: string): Promise<void>;
