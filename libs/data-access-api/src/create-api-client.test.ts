import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { scopedQueryKey } from './scoped-query-key.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  response: () => Response | Promise<Response>,
  tokens: { token?: string; share?: string } = {},
) {
  const fetchMock = vi.fn(async (_request: Request) => response());
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => tokens.token ?? null,
    ...(tokens.share ? { shareToken: tokens.share } : {}),
    fetch: fetchMock as unknown as typeof fetch,
  });
  const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;
  return { api, lastRequest };
}

describe('createApiClient', () => {
  it('prefixes the base URL and sends the bearer token', async () => {
    const { api, lastRequest } = setup(() => jsonResponse(200, { status: 'success', data: 1 }), {
      token: 'abc',
    });
    await api.get('metrics/users/1').json();
    expect(lastRequest().url).toBe('http://localhost/api/metrics/users/1');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends JSON content type with a body', async () => {
    const { api, lastRequest } = setup(() => jsonResponse(200, { status: 'success', data: 1 }));
    await api.post('auth/login', { json: { email: 'a@b.c' } }).json();
    expect(lastRequest().headers.get('content-type')).toContain('application/json');
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });

  it('sends x-share-token instead of the bearer on share pages', async () => {
    const { api, lastRequest } = setup(() => jsonResponse(200, {}), { token: 'abc', share: 'shr' });
    await api.get('shares/resolve').json();
    expect(lastRequest().headers.get('x-share-token')).toBe('shr');
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });

  it('scopes a share client’s query keys to its link, and leaves the app’s keys as they are', () => {
    const { api } = setup(() => jsonResponse(200, {}), { token: 'abc' });
    const link = setup(() => jsonResponse(200, {}), { share: 'shr' }).api;
    const key = ['metrics', 'users', 7] as const;
    expect(scopedQueryKey(api, key)).toEqual(['metrics', 'users', 7]);
    expect(scopedQueryKey(link, key)).toEqual(['metrics', 'users', 7, 'share:shr']);
  });

  it("throws ApiError with the envelope's message and code", async () => {
    const { api } = setup(() =>
      jsonResponse(401, {
        status: 'error',
        message: 'Wrong email or password',
        code: 'invalid-credential',
      }),
    );
    const error = await api
      .post('auth/login', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Wrong email or password',
      code: 'invalid-credential',
      status: 401,
    });
  });

  it('reads Retry-After of a 429 as seconds', async () => {
    const { api } = setup(
      () =>
        new Response(
          JSON.stringify({ status: 'error', message: 'Slow down', code: 'too-many-requests' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '120' } },
        ),
    );
    const error = await api.post('auth/login', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'too-many-requests', retryAfterSeconds: 120 });
  });

  it('falls back to a code by status when the body is not an envelope', async () => {
    const { api } = setup(() => new Response('nope', { status: 429 }));
    const error = await api.get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'too-many-requests', status: 429 });
  });

  it('maps a failed fetch to network-request-failed', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network-request-failed', status: 0 });
  });
});

describe('createApiClient session renewal', () => {
  const unauthorized = () =>
    jsonResponse(401, { status: 'error', message: 'Expired', code: 'unauthorized' });

  function renewalSetup(options: { renewTo: string | null; serverToken?: string }) {
    const session = { token: 'old' as string | null };
    const seen: { url: string; auth: string | null; body: string }[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      seen.push({
        url: new URL(request.url).pathname,
        auth: request.headers.get('authorization'),
        body: await request.clone().text(),
      });
      const valid = `Bearer ${options.serverToken ?? 'new'}`;
      return request.headers.get('authorization') === valid
        ? jsonResponse(200, { status: 'success', data: 'ok' })
        : unauthorized();
    });
    const refreshAccessToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      session.token = options.renewTo;
      return options.renewTo;
    });
    const onSessionExpired = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => session.token,
      refreshAccessToken,
      onSessionExpired,
      fetch: fetchMock as unknown as typeof fetch,
    });
    return { api, seen, fetchMock, refreshAccessToken, onSessionExpired, session };
  }

  it('renews once for two parallel 401s and repeats each request with the new token', async () => {
    const { api, seen, refreshAccessToken } = renewalSetup({ renewTo: 'new' });
    const [a, b] = await Promise.all([
      api.get('metrics/users/1').json(),
      api.post('transactions', { json: { amount: 5 } }).json(),
    ]);
    expect(a).toEqual({ status: 'success', data: 'ok' });
    expect(b).toEqual({ status: 'success', data: 'ok' });
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    const retried = seen.filter((call) => call.auth === 'Bearer new');
    expect(retried.map((call) => call.url).sort()).toEqual([
      '/api/metrics/users/1',
      '/api/transactions',
    ]);
    // The repeated POST carries its original body.
    expect(retried.find((call) => call.url === '/api/transactions')?.body).toBe('{"amount":5}');
  });

  it('signs out once when the renewal fails and throws the 401 without looping', async () => {
    const { api, fetchMock, refreshAccessToken, onSessionExpired } = renewalSetup({
      renewTo: null,
    });
    const errors = await Promise.all([
      api.get('a').catch((e: unknown) => e),
      api.get('b').catch((e: unknown) => e),
    ]);
    for (const error of errors) expect(error).toMatchObject({ status: 401, message: 'Expired' });
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('session-expired');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the renewal throws (offline) and throws the 401', async () => {
    const onSessionExpired = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'old',
      refreshAccessToken: async () => {
        throw new Error('offline');
      },
      onSessionExpired,
      fetch: (async () => unauthorized()) as unknown as typeof fetch,
    });
    await expect(api.get('x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session as user-disabled when the renewal says so', async () => {
    const onSessionExpired = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'old',
      refreshAccessToken: async () => {
        throw new ApiError({ message: 'Disabled', code: 'user-disabled', status: 403 });
      },
      onSessionExpired,
      fetch: (async () => unauthorized()) as unknown as typeof fetch,
    });
    await expect(api.get('x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('user-disabled');
  });

  it('reports a deactivated account answering 403 user-disabled', async () => {
    const onSessionExpired = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'old',
      onSessionExpired,
      fetch: (async () =>
        jsonResponse(403, {
          status: 'error',
          message: 'This account has been disabled',
          code: 'user-disabled',
        })) as unknown as typeof fetch,
    });
    await expect(api.get('auth/me')).rejects.toMatchObject({
      status: 403,
      code: 'user-disabled',
      message: 'This account has been disabled',
    });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('user-disabled');
  });

  it('repeats only once: a second 401 after renewal is thrown', async () => {
    const { api, fetchMock, refreshAccessToken } = renewalSetup({
      renewTo: 'new',
      serverToken: 'never-valid',
    });
    await expect(api.get('x')).rejects.toMatchObject({ status: 401 });
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['auth/login', 'auth/refresh', 'auth/logout'])('never renews for %s', async (path) => {
    const { api, refreshAccessToken, onSessionExpired } = renewalSetup({ renewTo: 'new' });
    await expect(api.post(path, { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never renews for share-token requests', async () => {
    const refreshAccessToken = vi.fn(async () => 'new');
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'old',
      shareToken: 'shr',
      refreshAccessToken,
      fetch: (async () => unauthorized()) as unknown as typeof fetch,
    });
    await expect(api.get('shares/resolve')).rejects.toMatchObject({ status: 401 });
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('does not renew a request that was sent without a session', async () => {
    const refreshAccessToken = vi.fn(async () => 'new');
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => null,
      refreshAccessToken,
      fetch: (async () => unauthorized()) as unknown as typeof fetch,
    });
    await expect(api.get('x')).rejects.toMatchObject({ status: 401 });
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('createApiClient with an API key', () => {
  const key = 'sdk_abcdEFGH0123456789abcdefghijklmnopqrstuvw';

  it('sends the key as the bearer on every call, the same key each time, and never renews', async () => {
    const refreshAccessToken = vi.fn(async () => 'renewed');
    const onSessionExpired = vi.fn();
    const fetchMock = vi.fn(async (request: Request) =>
      request.url.endsWith('/metrics/users/1')
        ? jsonResponse(200, { status: 'success', data: 1 })
        : jsonResponse(401, { status: 'error', message: 'revoked', code: 'api-key-revoked' }),
    );
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      apiKey: key,
      refreshAccessToken,
      onSessionExpired,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await api.get('metrics/users/1').json();
    const sent = fetchMock.mock.calls[0]?.[0] as Request;
    expect(sent.headers.get('authorization')).toBe(`Bearer ${key}`);
    expect(sent.headers.get('x-share-token')).toBeNull();
    const refused = await api
      .get('metrics/team/dashboard')
      .json()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'api-key-revoked' });
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('scopes its query keys to the key’s prefix, never the secret', () => {
    const api = createApiClient({ baseUrl: '/api', apiKey: key });
    const queryKey = scopedQueryKey(api, ['metrics', 'users', 1]);
    expect(queryKey).toEqual(['metrics', 'users', 1, 'api-key:sdk_abcd']);
    expect(JSON.stringify(queryKey)).not.toContain(key.slice(8));
  });
});
