import { type CurrentUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * The signed-in user's profile as the server has it now, through `GET /api/auth/me`.
 * @param api - the app's API client (sends the bearer token)
 * @returns the user of spec §3 without tokens
 * @throws ApiError `user-disabled` (403) for a deactivated account, 401 without a valid session
 */
export declare function fetchCurrentUser(api: ApiClient): Promise<CurrentUser>;
