import { ApiClientProvider } from '@salesdash/data-access-api';
import {
  createFakeApiClient,
  exampleApiKey,
  exampleApiKeys,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiKey, fetchApiKeys, revokeApiKey } from './api-key-calls.ts';
import { apiKeyKeys } from './api-key-keys.ts';
import { apiKeysQueryOptions } from './api-keys-query-options.ts';
import { useCreateApiKey, useRevokeApiKey } from './use-api-key-mutations.ts';

const created = { api_key: exampleApiKey({ api_key_id: 9 }), key: `sdk_${'x'.repeat(43)}` };
const revoked = exampleApiKey({ revoked_at: '2026-11-23T12:00:00.000Z', status: 'revoked' });

function setup() {
  const fake = createFakeApiClient({
    'GET api-keys': success({ api_keys: exampleApiKeys }),
    'POST api-keys': success(created, 201),
    'DELETE api-keys/:id': success(revoked),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={fake.api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
  return { ...fake, queryClient, wrapper };
}

describe('API key calls', () => {
  it('lists, creates with the request as sent and revokes by id', async () => {
    const { api, requests } = setup();
    await expect(fetchApiKeys(api)).resolves.toEqual({ api_keys: exampleApiKeys });
    await expect(
      createApiKey(api, { name: 'Reporting service', scopes: ['metrics:read'] }),
    ).resolves.toEqual(created);
    await expect(revokeApiKey(api, 1)).resolves.toEqual(revoked);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET api-keys',
      'POST api-keys',
      'DELETE api-keys/1',
    ]);
    expect(requests[1]?.body).toEqual({ name: 'Reporting service', scopes: ['metrics:read'] });
  });

  it.each([
    ['create', useCreateApiKey, { name: 'New', scopes: ['import'] }],
    ['revoke', useRevokeApiKey, 1],
  ] as const)('%s invalidates the list and never caches the secret', async (_name, hook, input) => {
    const { api, queryClient, wrapper } = setup();
    await queryClient.prefetchQuery(apiKeysQueryOptions(api));
    const { result } = renderHook(() => hook(), { wrapper });
    await act(() => (result.current.mutateAsync as (v: unknown) => Promise<unknown>)(input));
    await waitFor(() =>
      expect(queryClient.getQueryState(apiKeyKeys.list())?.isInvalidated).toBe(true),
    );
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(created.key);
  });
});
