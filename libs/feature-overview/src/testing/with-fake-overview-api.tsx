import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { overviewRoutes, type OverviewRoutesOptions } from './overview-routes.ts';

/** Stories: the dashboard's providers around a fake API answering as `options` say. */
export function WithFakeOverviewApi({
  options,
  children,
}: {
  options?: OverviewRoutesOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
