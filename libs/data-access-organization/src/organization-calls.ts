import {
  organizationSchema,
  successEnvelope,
  type Organization,
  type UpdateOrganizationRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(organizationSchema);

/**
 * The organization (`GET /api/organizations/:id`, admins): name, time zone, seats, version.
 * @param api - the app's API client
 * @param organizationId - the signed-in user's `organization_id`
 */
export async function fetchOrganization(
  api: ApiClient,
  organizationId: number,
): Promise<Organization> {
  return responseSchema.parse(await api.get(`organizations/${organizationId}`).json()).data;
}

/**
 * Renames the organization or changes its time zone (`PUT /api/organizations/:id`, admins).
 * @param api - the app's API client
 * @param organizationId - the signed-in user's `organization_id`
 * @param request - name, time zone and the version the form was opened with
 * @throws ApiError 409 `stale-version` when someone saved since; 400 naming `name` or `timezone`
 */
export async function updateOrganization(
  api: ApiClient,
  organizationId: number,
  request: UpdateOrganizationRequest,
): Promise<Organization> {
  const body = await api.put(`organizations/${organizationId}`, { json: request }).json();
  return responseSchema.parse(body).data;
}
