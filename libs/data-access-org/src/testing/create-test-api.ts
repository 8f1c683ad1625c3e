import { createApiClient } from '@salesdash/data-access-api';
import { vi } from 'vitest';

/** A JSON response with the given status. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * An API client whose fetch answers with `respond`, signed in as `token`; `requests` are the
 * requests it sent.
 */
export function createTestApi(
  respond: (request: Request) => Response | Promise<Response>,
  token = 'user-token',
) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  });
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => token,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { api, requests };
}
