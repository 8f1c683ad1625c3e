import type { ApiClient } from '@salesdash/data-access-api';
import { ApiTestProviders } from '@salesdash/data-access-api/testing';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';

export type ShareProvidersProps = {
  api: ApiClient;
  store?: ReturnType<typeof createStore>;
  children?: ReactNode;
};

/** The providers share components need: jotai (the shared-dashboard store) and the API ones. */
export function ShareProviders({ api, store, children }: ShareProvidersProps) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <Provider store={ownStore}>
      <ApiTestProviders api={api}>{children}</ApiTestProviders>
    </Provider>
  );
}
