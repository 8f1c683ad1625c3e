import { orgUserSchema, successEnvelope, type OrgUser } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(orgUserSchema);

/**
 * One person of the organization through `GET /api/users/:id`.
 * @throws ApiError with the server's message (404 for a person one may not see)
 */
export async function fetchOrgUser(api: ApiClient, userId: number): Promise<OrgUser> {
  return responseSchema.parse(await api.get(`users/${userId}`).json()).data;
}
