import { ApiClientProvider, type ApiClient } from '@salesdash/data-access-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';

export type ShareProvidersProps = {
  api: ApiClient;
  store?: ReturnType<typeof createStore>;
  children?: ReactNode;
};

/** The providers share components need (jotai, API client, a fresh query client without retries). */
export function ShareProviders({ api, store, children }: ShareProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <Provider store={ownStore}>
      <ApiClientProvider client={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </Provider>
  );
}
