import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config.ts';

const fetchReturning = (response: Response | Error) =>
  vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('reads apiBaseUrl from /config.json', async () => {
    const fetchImpl = fetchReturning(Response.json({ apiBaseUrl: 'https://api.example.com/api' }));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual({
      apiBaseUrl: 'https://api.example.com/api',
    });
  });

  it.each([
    ['a network error', new Error('offline')],
    ['a 404', new Response('', { status: 404 })],
    ['an HTML fallback page', new Response('<html>', { status: 200 })],
    ['a wrong shape', Response.json({ api: 1 })],
  ])('falls back to /api on %s', async (_label, response) => {
    await expect(loadRuntimeConfig(fetchReturning(response))).resolves.toEqual({
      apiBaseUrl: '/api',
    });
  });
});
