import type { Organization } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchOrganization } from './organization-calls.ts';

/** Query-key tree of the organization record. */
export const organizationKeys = {
  all: ['org', 'organization'] as const,
  one: (organizationId: number) => [...organizationKeys.all, organizationId] as const,
};

/**
 * Query options of the organization (`GET /api/organizations/:id`, admins).
 * @param api - the app's API client
 * @param organizationId - the signed-in user's `organization_id`
 */
export function organizationQueryOptions(
  api: ApiClient,
  organizationId: number,
): ApiQueryOptions<Organization, ReturnType<typeof organizationKeys.one>> {
  return queryOptions({
    queryKey: organizationKeys.one(organizationId),
    queryFn: () => fetchOrganization(api, organizationId),
  });
}
