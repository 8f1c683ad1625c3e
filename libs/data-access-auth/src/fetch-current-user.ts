import { currentUserSchema, successEnvelope, type CurrentUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(currentUserSchema);

/**
 * The signed-in user's profile as the server has it now, through `GET /api/auth/me`.
 * @param api - the app's API client (sends the bearer token)
 * @returns the signed-in user without tokens
 * @throws ApiError `user-disabled` (403) for a deactivated account, 401 without a valid session
 */
export async function fetchCurrentUser(api: ApiClient): Promise<CurrentUser> {
  return responseSchema.parse(await api.get('auth/me').json()).data;
}
