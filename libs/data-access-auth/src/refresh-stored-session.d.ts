import { type ApiClient } from '@salesdash/data-access-api';
import type { JotaiStore } from './jotai-store.ts';
/**
 * Renews the stored session: reads the LATEST stored refresh token (another tab may have
 * rotated it), exchanges it through `POST /api/auth/refresh` and stores the rotated tokens under
 * `user`. Pass it as `refreshAccessToken` of `createApiClient`, which runs one renewal at a time.
 * @param api - the app's API client
 * @param store - the app's jotai store
 * @returns the new access token, or null when the server refused (signed out elsewhere, token
 *   reused or expired, account disabled) or nobody is signed in
 * @throws ApiError `network-request-failed` when the server could not be reached (not a reason
 *   to sign out), `user-disabled` when the account was deactivated
 */
export declare function refreshStoredSession(api: ApiClient, store: JotaiStore): Promise<string | null>;
