import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { apiKeyRoutes, type ApiKeyRoutesOptions } from './api-key-routes.ts';

/** Stories and tests: the API providers around an in-memory API key API that keeps its state. */
export function WithFakeApiKeyApi({
  options,
  children,
}: {
  options?: ApiKeyRoutesOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(apiKeyRoutes(options), { getToken: () => 'admin-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
