import { type ChangePasswordRequest, type SignedInUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Changes the password through `POST /api/auth/password`. Every other session ends; the answer
 * is a new session, so store it in {@link sessionAtom}.
 * @param api - the app's API client
 * @param request - the current and the new password
 * @returns the signed-in user with new tokens
 * @throws ApiError `wrong-password` (400) when the current password is wrong, `validation-error` for a weak new one
 */
export declare function changePassword(api: ApiClient, request: ChangePasswordRequest): Promise<SignedInUser>;
