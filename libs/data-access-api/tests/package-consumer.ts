// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import { createApiClient, isApiError, type ApiClient } from '@salesdash/data-access-api';
import { createFakeApiClient, success, type FakeRoutes } from '@salesdash/data-access-api/testing';

const routes: FakeRoutes = { 'GET auth/me': success({ user_id: 7 }) };
const fake: ApiClient = createFakeApiClient(routes).api;
const real: ApiClient = createApiClient({ baseUrl: '/api', getToken: () => null });
// @ts-expect-error the client needs its base URL
createApiClient({ getToken: () => null });
export const statusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;
export { fake, real };
