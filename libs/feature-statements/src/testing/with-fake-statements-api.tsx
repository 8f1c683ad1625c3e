import {
  ApiTestProviders,
  createFakeApiClient,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import { exampleAdminMonth, exampleOpenDispute } from './example-statement-admin.ts';
import {
  exampleStatement,
  exampleStatementMonths,
  exampleStatementSpan,
  exampleSupersededStatement,
} from './example-statements.ts';

/** The statement endpoints answering the examples, unless `routes` answer otherwise. */
export function statementRoutes(routes: FakeRoutes = {}): FakeRoutes {
  return {
    'GET statements': success(exampleStatementMonths),
    'GET statements/span': success(exampleStatementSpan),
    'GET statements/month/:month': success(exampleStatement),
    'GET statements/admin': success(exampleAdminMonth),
    'GET statements/admin/disputes': success([exampleOpenDispute]),
    // After every named path of two segments (`statements/admin`, `statements/span`), which
    // it would otherwise answer: the first route that matches answers.
    'GET statements/:id': success(exampleSupersededStatement),
    ...routes,
  };
}

/** Stories: the API providers around an in-memory statements API. */
export function WithFakeStatementsApi({
  routes,
  children,
}: {
  routes?: FakeRoutes;
  children?: ReactNode;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(statementRoutes(routes), { getToken: () => 'user-token' }),
  );
  return <ApiTestProviders api={fake.api}>{children}</ApiTestProviders>;
}
