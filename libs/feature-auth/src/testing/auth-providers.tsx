import { ApiClientProvider, type ApiClient } from '@salesdash/data-access-api';
import { createFakeApiClient, type FakeRoutes } from '@salesdash/data-access-api/testing';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';

/**
 * Providers a connected component of this lib needs: the API client, a fresh query cache
 * (no retries, so a failure shows at once) and a fresh jotai store.
 */
export function AuthProviders({ api, children }: { api: ApiClient; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * Storybook decorators giving a story its own fake API (created once, so effects keyed on the
 * client do not rerun).
 * @param routes - the fake API's answers
 */
export function withFakeApi(routes: FakeRoutes): Decorator[] {
  const { api } = createFakeApiClient(routes);
  return [
    (Story) => (
      <AuthProviders api={api}>
        <Story />
      </AuthProviders>
    ),
  ];
}
