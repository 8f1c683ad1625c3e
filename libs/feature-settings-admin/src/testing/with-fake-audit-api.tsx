import {
  ApiTestProviders,
  createFakeApiClient,
  exampleOrgUsers,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { exampleAuditLog } from './example-audit-events.ts';

/** The audit endpoints answering the example log, unless `routes` answer otherwise. */
export function auditRoutes(routes: FakeRoutes = {}): FakeRoutes {
  return {
    'GET audit-events': success(exampleAuditLog),
    'GET users': success({ users: exampleOrgUsers }),
    ...routes,
  };
}

/** Stories: the API providers around an in-memory audit API. */
export function WithFakeAuditApi({
  routes,
  children,
}: {
  routes?: FakeRoutes;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(auditRoutes(routes), { getToken: () => 'user-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
