import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKey, revokeApiKey } from './api-key-calls.ts';
import { apiKeyKeys } from './api-key-keys.ts';

/**
 * Mutation creating an API key. The secret is only in the mutation's answer (shown once by the
 * screen); the list is refetched, never written with it.
 */
export function useCreateApiKey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CreatedApiKey, Error, CreateApiKeyRequest>({
    mutationFn: (request) => createApiKey(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** Mutation revoking an API key (by `api_key_id`); refetches the list. */
export function useRevokeApiKey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ApiKey, Error, number>({
    mutationFn: (apiKeyId) => revokeApiKey(api, apiKeyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
