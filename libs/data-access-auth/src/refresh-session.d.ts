import { type SignedInUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Exchanges a refresh token for a new session through `POST /api/auth/refresh`. The server
 * rotates the token: the one sent is dead afterwards, so store the answer at once.
 * @param api - the app's API client
 * @param refreshToken - the stored user's `refresh_token`
 * @returns the signed-in user with new tokens
 * @throws ApiError `invalid-credential` (401) for an unknown, used or expired token, `user-disabled` (403)
 */
export declare function refreshSession(api: ApiClient, refreshToken: string): Promise<SignedInUser>;
