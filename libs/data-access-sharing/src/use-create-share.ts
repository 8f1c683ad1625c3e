import type { CreatedShare, CreateShareRequest } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShare } from './create-share.ts';
import { shareKeys } from './share-keys.ts';

/** Mutation creating a share link with the app's API client; refetches every share list. */
export function useCreateShare() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CreatedShare, Error, CreateShareRequest>({
    mutationFn: (request) => createShare(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.lists() }),
  });
}
