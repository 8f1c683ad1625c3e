import { createApiClient, type ApiClient, type ApiClientOptions } from '../create-api-client.ts';

/** A call the fake API received, its body already read. */
export type FakeRequest = {
  method: string;
  /** Path after the base URL, without the query, as sent (still percent-encoded): `shares/3`. */
  path: string;
  /** The matched route's `:name` segments, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body parsed, any other body as text, undefined without one. */
  body: unknown;
  headers: Headers;
};

/**
 * How the fake API answers a call: a JSON body with a status (200 unless given) and headers, or
 * `'pending'`, which never answers (loading states). A route function that throws is a failed
 * fetch, which the client reports as `network-request-failed`.
 */
export type FakeAnswer =
  { status?: number; body?: unknown; headers?: Record<string, string> } | 'pending';

/** An answer, or a function of the call returning one (answers that change or keep state). */
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Answers by `METHOD path`, the path relative to the base URL with `:name` for a segment:
 * `{ 'GET auth/me': success(user), 'DELETE shares/:id': ({ params }) => … }`. Any other call
 * gets the API's 404 `not-found` envelope.
 */
export type FakeRoutes = Record<string, FakeRoute>;

/** The real client's options, all optional: anonymous (no token) on `http://localhost/api`. */
export type FakeApiClientOptions = Partial<Omit<ApiClientOptions, 'fetch'>>;

export type FakeApiClient = {
  /** The real client of `createApiClient`, over a fetch that answers from the routes. */
  api: ApiClient;
  /** Every call made, in order, including unanswered and `'pending'` ones. */
  requests: FakeRequest[];
  /** A share page's client over the same answers and the same `requests` (see createApiClient). */
  shareApi: (shareToken: string) => ApiClient;
};

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const expected = segments(pattern);
  const actual = segments(path);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(answer: Exclude<FakeAnswer, 'pending'>): Response {
  const status = answer.status ?? 200;
  const empty = answer.body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(answer.body), {
    status,
    headers: { ...(empty ? {} : { 'content-type': 'application/json' }), ...answer.headers },
  });
}

/**
 * An API client for tests and stories: the real client of {@link createApiClient} (hooks, token
 * headers, session renewal, `ApiError` mapping all included) over a fetch that answers from
 * `routes` and records every call.
 * @param routes - answers by `METHOD path`
 * @param options - the client's options (token getters, renewal, base URL)
 */
export function createFakeApiClient(
  routes: FakeRoutes = {},
  options: FakeApiClientOptions = {},
): FakeApiClient {
  const requests: FakeRequest[] = [];
  const baseUrl = options.baseUrl ?? 'http://localhost/api';
  const basePath = new URL(baseUrl, 'http://localhost').pathname.replace(/\/?$/, '/');

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
    const call: FakeRequest = {
      method: request.method,
      path,
      params: {},
      query: url.searchParams,
      body: await readBody(request),
      headers: request.headers,
    };
    requests.push(call);
    for (const [route, answerWith] of Object.entries(routes)) {
      const [method, pattern = ''] = route.split(' ');
      const params = method === request.method ? matchRoute(pattern, path) : null;
      if (!params) continue;
      call.params = params;
      const answer = typeof answerWith === 'function' ? await answerWith(call) : answerWith;
      return answer === 'pending' ? new Promise<Response>(() => undefined) : toResponse(answer);
    }
    return toResponse({
      status: 404,
      body: {
        status: 'error',
        code: 'not-found',
        message: `No fake answer for ${call.method} ${call.path}`,
      },
    });
  };

  const api = createApiClient({
    getToken: () => null,
    ...options,
    baseUrl,
    fetch: fakeFetch as typeof fetch,
  });
  const shareApi = (shareToken: string) =>
    createApiClient({
      getToken: () => null,
      baseUrl,
      shareToken,
      fetch: fakeFetch as typeof fetch,
    });
  return { api, requests, shareApi };
}
