import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { adminRoutes, type AdminRoutesOptions } from './admin-routes.ts';

/** Stories and tests: the API providers around an in-memory admin API that keeps its state. */
export function WithFakeAdminApi({
  options,
  children,
}: {
  options?: AdminRoutesOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(adminRoutes(options), { getToken: () => 'admin-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
