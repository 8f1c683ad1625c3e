import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

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
    getShareToken: () => tokens.share ?? null,
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
