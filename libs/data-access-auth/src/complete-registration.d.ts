import { type CompleteRegistrationRequest, type SignedInUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Finishes a registration from an invite link through `POST /api/auth/complete-registration`:
 * sets the names and password and signs in.
 * @param api - the app's API client
 * @param request - the link's token, first and last name, password
 * @returns the signed-in user
 * @throws ApiError `expired-action-code` / `invalid-action-code` (400), `validation-error` for a weak password
 */
export declare function completeRegistration(api: ApiClient, request: CompleteRegistrationRequest): Promise<SignedInUser>;
