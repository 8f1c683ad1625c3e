import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@salesdash/api-contract';
import { newIdempotencyKey, useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgListKeys } from './org-list-query-options.ts';
import { createRole, updateRole } from './role-admin-calls.ts';

/** Mutation creating a sales role (one `Idempotency-Key` per submission). */
export function useCreateRole() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Role, Error, CreateRoleRequest>({
    mutationFn: (request) => createRole(api, request, newIdempotencyKey()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgListKeys.roles }),
  });
}

/** Mutation renaming, re-rating from a day on, archiving or restoring a sales role. */
export function useUpdateRole() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Role, Error, { roleId: string; request: UpdateRoleRequest }>({
    mutationFn: ({ roleId, request }) => updateRole(api, roleId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgListKeys.roles }),
  });
}
