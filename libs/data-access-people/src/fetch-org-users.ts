import { orgUserListSchema, successEnvelope, type OrgUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(orgUserListSchema);

/**
 * The people the caller may list through `GET /api/users` (admins everyone, managers their
 * team; others may not).
 * @throws ApiError with the server's message (403 for employees)
 */
export async function fetchOrgUsers(api: ApiClient): Promise<OrgUser[]> {
  return responseSchema.parse(await api.get('users').json()).data.users;
}
