import { createApiClient } from '@salesdash/data-access-api';
import { describe, expect, it, vi } from 'vitest';
import { lookupRedirect } from './lookup-redirect.ts';

function apiAnswering(answer: () => Response) {
  const fetchMock = vi.fn(async (_request: Request) => answer());
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => 't',
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { api, fetchMock };
}

describe('lookupRedirect', () => {
  it('asks GET /api/redirects?path= and returns the rule', async () => {
    const { api, fetchMock } = apiAnswering(() =>
      Response.json({ status: 'success', data: { to: '/x', external: false } }),
    );
    await expect(lookupRedirect(api, '/old path')).resolves.toEqual({ to: '/x', external: false });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/redirects');
    expect(new URL(request.url).searchParams.get('path')).toBe('/old path');
  });

  it('returns null when the API says there is no rule', async () => {
    const { api } = apiAnswering(() => Response.json({ status: 'success', data: null }));
    await expect(lookupRedirect(api, '/a')).resolves.toBeNull();
  });

  it('returns null on 404', async () => {
    const { api } = apiAnswering(() =>
      Response.json({ status: 'error', message: 'No', code: 'not-found' }, { status: 404 }),
    );
    await expect(lookupRedirect(api, '/a')).resolves.toBeNull();
  });

  it('returns null on a network error or a malformed body', async () => {
    const failing = apiAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupRedirect(failing.api, '/a')).resolves.toBeNull();
    const malformed = apiAnswering(() => Response.json({ to: 5 }));
    await expect(lookupRedirect(malformed.api, '/a')).resolves.toBeNull();
  });
});
