import { ApiClientProvider, type ApiClient } from '@salesdash/data-access-api';
import { createFakeApiClient, type FakeRoutes } from '@salesdash/data-access-api/testing';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/** Providers a connected component of this lib needs: the API client and a fresh jotai store. */
export function AuthProviders({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <Provider store={createStore()}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
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
