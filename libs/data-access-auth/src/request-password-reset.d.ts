import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Asks for a password reset link through `POST /api/auth/reset-request`. The server answers the
 * same whether or not the account exists; the self-hosted build writes the `/login?reset=…`
 * link to its server log only, never where a session could read it.
 * @param api - the app's API client
 * @param email - the account's email as typed
 * @throws ApiError `too-many-requests` (429) when asked too often, `validation-error` for a malformed email
 */
export declare function requestPasswordReset(api: ApiClient, email: string): Promise<void>;
