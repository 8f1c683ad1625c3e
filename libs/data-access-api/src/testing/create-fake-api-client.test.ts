import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createFakeApiClient } from './create-fake-api-client.ts';
import { failure, success } from './fake-answers.ts';

describe('createFakeApiClient', () => {
  it('answers a route by method and path and records the call with its parsed body', async () => {
    const { api, requests } = createFakeApiClient(
      { 'POST shares': success({ share_id: 3 }, 201) },
      { getToken: () => 'user-token' },
    );
    await expect(api.post('shares', { json: { type: 'employee' } }).json()).resolves.toEqual({
      status: 'success',
      data: { share_id: 3 },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: 'shares',
      body: { type: 'employee' },
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('matches :name segments, decodes them and keeps the query apart', async () => {
    const answer = vi.fn(({ params }: { params: Record<string, string> }) => success(params));
    const { api, requests } = createFakeApiClient({
      'GET shares': success([]),
      'GET auth/invite/:token': answer,
    });
    await expect(
      api.get(`auth/invite/${encodeURIComponent('tok/en')}`, { searchParams: { a: '1' } }).json(),
    ).resolves.toMatchObject({ data: { token: 'tok/en' } });
    expect(requests[0]?.path).toBe('auth/invite/tok%2Fen');
    expect(requests[0]?.query.get('a')).toBe('1');
    expect(requests[0]?.body).toBeUndefined();
  });

  it('throws the ApiError of an error envelope, with Retry-After', async () => {
    const { api } = createFakeApiClient({
      'POST auth/reset-request': failure(429, 'too-many-requests', 'Slow down', {
        'retry-after': '30',
      }),
    });
    const error = await api.post('auth/reset-request', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'too-many-requests',
      message: 'Slow down',
      retryAfterSeconds: 30,
    });
  });

  it('answers 404 not-found for a call without a route, naming it', async () => {
    const { api, requests } = createFakeApiClient({ 'GET roles': success([]) });
    await expect(api.delete('roles/1')).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
      message: 'No fake answer for DELETE roles/1',
    });
    expect(requests.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE roles/1']);
  });

  it('reports a route that throws as a network failure', async () => {
    const { api } = createFakeApiClient({
      'POST auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.post('auth/logout')).rejects.toMatchObject({
      status: 0,
      code: 'network-request-failed',
    });
  });

  it("never settles a 'pending' answer but records the call", async () => {
    const { api, requests } = createFakeApiClient({ 'GET shares': 'pending' });
    const settled = vi.fn();
    void api.get('shares').then(settled, settled);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('runs the real session renewal of the client', async () => {
    let token = 'old';
    const { api, requests } = createFakeApiClient(
      {
        'GET auth/me': ({ headers }) =>
          headers.get('authorization') === 'Bearer new'
            ? success({ user_id: 7 })
            : failure(401, 'unauthorized', 'Expired'),
      },
      {
        getToken: () => token,
        refreshAccessToken: async () => {
          token = 'new';
          return token;
        },
      },
    );
    await expect(api.get('auth/me').json()).resolves.toMatchObject({ data: { user_id: 7 } });
    expect(requests.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('sends no body for a 204 answer and honours another base URL', async () => {
    const { api, requests } = createFakeApiClient(
      { 'DELETE notifications': { status: 204 } },
      { baseUrl: 'https://api.example.com/v2' },
    );
    const response = await api.delete('notifications');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(requests[0]?.path).toBe('notifications');
  });
});
