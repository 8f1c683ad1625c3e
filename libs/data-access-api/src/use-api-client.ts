import { useContext } from 'react';
import { ApiClientContext } from './api-client-context.ts';
import type { ApiClient } from './create-api-client.ts';

/** The API client from the nearest {@link ApiClientProvider}; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
