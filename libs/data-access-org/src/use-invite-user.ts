import type { CreatedInvite, InviteRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteUser } from './invite-user.ts';
import { seatKeys } from './seat-info-query-options.ts';

/**
 * Mutation inviting a person with the app's API client. Whatever the answer, the seats are read
 * again: a pending invite takes one, and a refusal may mean someone else just took the last.
 */
export function useInviteUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CreatedInvite, Error, InviteRequest>({
    mutationFn: (request) => inviteUser(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seatKeys.all }),
  });
}
