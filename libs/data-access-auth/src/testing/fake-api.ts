import { createApiClient, type ApiClient } from '@salesdash/data-access-api';
import { vi } from 'vitest';

export type FakeCall = { method: string; path: string; body: unknown; auth: string | null };
export type FakeRoute = (call: FakeCall) => { status?: number; body: unknown } | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * An API client over a fake fetch: `respond` answers each call (undefined → 404), `calls` records
 * them. Tests of this lib only.
 */
export function createFakeApi(
  respond: FakeRoute,
  options: { getToken?: () => string | null } = {},
): { api: ApiClient; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const text = await request.clone().text();
    const call: FakeCall = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api\//, ''),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      auth: request.headers.get('authorization'),
    };
    calls.push(call);
    const answer = respond(call);
    if (!answer) return json(404, { status: 'error', message: 'Not found', code: 'not-found' });
    return json(answer.status ?? 200, answer.body);
  });
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: options.getToken ?? (() => null),
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { api, calls };
}
