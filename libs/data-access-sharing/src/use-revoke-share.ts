import type { Share } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeShare } from './revoke-share.ts';
import { shareKeys } from './share-keys.ts';

/** Mutation revoking a share link (by `share_id`); refetches every share list. */
export function useRevokeShare() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Share, Error, number>({
    mutationFn: (shareId) => revokeShare(api, shareId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.lists() }),
  });
}
