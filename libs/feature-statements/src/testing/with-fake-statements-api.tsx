import {
  ApiTestProviders,
  createFakeApiClient,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { useState, type ReactNode } from 'react';
import {
  exampleAdminMonth,
  exampleClosePlan,
  exampleOpenDispute,
  exampleStatementsStart,
} from './example-statement-admin.ts';
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
    'GET statements/admin/start-from': success(exampleStatementsStart),
    'GET statements/admin/close-plan': ({ query }) =>
      success({ ...exampleClosePlan, up_to: query.get('up_to') ?? exampleClosePlan.up_to }),
    'GET statements/admin/close-jobs/latest': success(null),
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

/** A story decorator: the story inside {@link WithFakeStatementsApi} with these routes. */
export const withFakeStatementsApi =
  (routes: FakeRoutes = {}) =>
  (Story: () => React.JSX.Element) => (
    <WithFakeStatementsApi routes={routes}>{Story()}</WithFakeStatementsApi>
  );
