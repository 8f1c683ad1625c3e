import type { CreatedInvite, OrgUser, UpdateUserRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orgListKeys } from './org-list-query-options.ts';
import { peopleKeys } from './people-keys.ts';
import { resendInvite, revokeInvite, updatePerson } from './people-calls.ts';
import { seatKeys } from './seat-info-query-options.ts';

/** What a change to a person or an invite makes stale: the people, the pickers, the seats. */
function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
    queryClient.invalidateQueries({ queryKey: orgListKeys.users }),
    queryClient.invalidateQueries({ queryKey: seatKeys.all }),
  ]);
}

/** Mutation changing a person's access level, manager, sales role or status (with its version). */
export function useUpdatePerson() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<OrgUser, Error, { userId: number; request: UpdateUserRequest }>({
    mutationFn: ({ userId, request }) => updatePerson(api, userId, request),
    onSettled: () => refreshPeople(queryClient),
  });
}

/** Mutation sending a pending invite's new link. */
export function useResendInvite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CreatedInvite, Error, number>({
    mutationFn: (userId) => resendInvite(api, userId),
    onSettled: () => refreshPeople(queryClient),
  });
}

/** Mutation revoking a pending invite (its seat frees). */
export function useRevokeInvite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: (userId) => revokeInvite(api, userId),
    onSettled: () => refreshPeople(queryClient),
  });
}
