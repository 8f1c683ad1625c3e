import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { peopleRoutes, type PeopleRoutesOptions } from './people-routes.ts';

/** Stories and tests: the API providers around an in-memory people API that keeps its state. */
export function WithFakePeopleApi({
  options,
  children,
}: {
  options?: PeopleRoutesOptions;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(peopleRoutes(options), { getToken: () => 'admin-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
