import { ApiClientProvider, createApiClient, type ApiClient } from '@salesdash/data-access-api';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/** An answer of the fake server; `pending` never answers (loading states). */
export type MockAnswer =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | 'pending'
  | ((request: Request) => Promise<MockAnswer> | MockAnswer);

/** Answers keyed by `METHOD path` (path after `/api/`, without the query), e.g. `GET roles`. */
export type MockRoutes = Record<string, MockAnswer>;

export const success = (data: unknown, status = 200): MockAnswer => ({
  status,
  body: { status: 'success', data },
});

export const failure = (
  status: number,
  code: string,
  message = code,
  headers?: Record<string, string>,
): MockAnswer => ({ status, body: { status: 'error', message, code }, ...(headers ? { headers } : {}) });

async function answer(value: MockAnswer, request: Request): Promise<Response> {
  if (value === 'pending') return new Promise<Response>(() => undefined);
  if (typeof value === 'function') return answer(await value(request), request);
  return new Response(JSON.stringify(value.body), {
    status: value.status ?? 200,
    headers: { 'content-type': 'application/json', ...value.headers },
  });
}

/**
 * An API client answering from `routes` (404 for anything else), for stories and tests.
 * `requests` records what was sent.
 */
export function createMockApi(routes: MockRoutes): { api: ApiClient; requests: Request[] } {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => 'a.b.c',
    fetch: (async (request: Request) => {
      requests.push(request.clone());
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const route = routes[`${request.method} ${path}`];
      return route
        ? answer(route, request)
        : answer(failure(404, 'not-found', `No mock for ${request.method} ${path}`), request);
    }) as typeof fetch,
  });
  return { api, requests };
}

/**
 * Storybook decorators giving a story its own mock API (created once, so effects keyed on the
 * client do not rerun).
 * @param routes - the fake server's answers
 */
export function withMockApi(routes: MockRoutes): Decorator[] {
  const { api } = createMockApi(routes);
  return [
    (Story) => (
      <MockApiProvider api={api}>
        <Story />
      </MockApiProvider>
    ),
  ];
}

/** Providers a connected component of this lib needs: the API client and a fresh jotai store. */
export function MockApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <Provider store={createStore()}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </Provider>
  );
}
