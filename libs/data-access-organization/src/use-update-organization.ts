import type { Organization, UpdateOrganizationRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOrganization } from './organization-calls.ts';
import { organizationKeys } from './organization-query-options.ts';

/**
 * Mutation saving the organization's name and time zone. A new time zone re-cuts every
 * dashboard's days, so everything cached is refetched; a name only updates the record.
 * @param organizationId - the signed-in user's `organization_id`
 */
export function useUpdateOrganization(organizationId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Organization, Error, UpdateOrganizationRequest>({
    mutationFn: (request) => updateOrganization(api, organizationId, request),
    onSuccess: (saved, request) => {
      const before = queryClient.getQueryData<Organization>(organizationKeys.one(organizationId));
      queryClient.setQueryData(organizationKeys.one(organizationId), saved);
      if (request.timezone !== undefined && before?.timezone !== saved.timezone) {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[1] !== 'organization',
        });
      }
    },
  });
}
