import type { RateChangePreview, UpdateRoleRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation } from '@tanstack/react-query';
import { previewRoleUpdate } from './preview-role-update.ts';

/**
 * Asks the server what a role's re-rate would reprice before it is saved. A mutation, not a
 * query: each answer belongs to one form submission, and the POST changes nothing to cache.
 */
export function usePreviewRoleUpdate() {
  const api = useApiClient();
  return useMutation<RateChangePreview, Error, { roleId: string; request: UpdateRoleRequest }>({
    mutationFn: ({ roleId, request }) => previewRoleUpdate(api, roleId, request),
  });
}
