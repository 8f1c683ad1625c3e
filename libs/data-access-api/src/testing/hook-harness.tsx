import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiTestProviders } from './api-test-providers.tsx';
import {
  createFakeApiClient,
  type FakeApiClientOptions,
  type FakeRoutes,
} from './create-fake-api-client.ts';

/**
 * What a hook test needs: the fake API answering `routes`, a query client without retries the
 * test can inspect, and the `wrapper` for `renderHook` that provides both.
 */
export function createHookHarness(routes: FakeRoutes, options?: FakeApiClientOptions) {
  const fake = createFakeApiClient(routes, options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiTestProviders api={fake.api} queryClient={queryClient}>
      {children}
    </ApiTestProviders>
  );
  return { ...fake, queryClient, wrapper };
}
