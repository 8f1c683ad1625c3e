import type { CreatedInvite, InviteRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteUser } from './invite-user.ts';
import { peopleKeys } from './people-keys.ts';
import { seatKeys } from './seat-info-query-options.ts';

/**
 * Mutation inviting a person with the app's API client. Whatever the answer, the seats are read
 * again: a pending invite takes one, and a refusal may mean someone else just took the last.
 * The people administration's lists too: the invite joins the pending ones.
 */
export function useInviteUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CreatedInvite, Error, InviteRequest>({
    mutationFn: (request) => inviteUser(api, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seatKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
      ]),
  });
}
