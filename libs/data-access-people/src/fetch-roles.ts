import { roleListSchema, successEnvelope, type Role } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(roleListSchema);

/**
 * The organization's sales roles through `GET /api/roles` (the invite form offers them).
 * @param api - the app's API client
 */
export async function fetchRoles(api: ApiClient): Promise<Role[]> {
  return responseSchema.parse(await api.get('roles').json()).data;
}
