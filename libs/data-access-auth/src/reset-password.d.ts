import { type PasswordReset, type SignedInUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Sets a new password from a reset link (`/login?reset=<token>`) through `POST /api/auth/reset`
 * and signs in.
 * @param api - the app's API client
 * @param request - the link's token and the new password
 * @returns the signed-in user
 * @throws ApiError `expired-action-code` / `invalid-action-code` (400) for a stale or used link, `validation-error` for a weak password
 */
export declare function resetPassword(api: ApiClient, request: PasswordReset): Promise<SignedInUser>;
