import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../api-client-provider.tsx';
import type { ApiClient } from '../create-api-client.ts';

export type ApiTestProvidersProps = {
  /** Usually the `api` of `createFakeApiClient`. */
  api: ApiClient;
  /** A client of the test's own, to inspect or seed its cache; else a fresh one per mount. */
  queryClient?: QueryClient;
  children?: ReactNode;
};

/**
 * What components reading the API need in tests and stories: the client and a query client
 * without retries (a failure shows at once).
 */
export function ApiTestProviders({ api, queryClient, children }: ApiTestProvidersProps) {
  const [ownClient] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <ApiClientProvider client={api}>
      <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
}
