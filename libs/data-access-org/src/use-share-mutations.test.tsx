import type { Share } from '@salesdash/api-contract';
import { ApiClientProvider } from '@salesdash/data-access-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { shareKeys } from './share-keys.ts';
import { sharesQueryOptions } from './shares-query-options.ts';
import { createTestApi, jsonResponse } from './testing/create-test-api.ts';
import { useCreateShare } from './use-create-share.ts';
import { useRevokeShare } from './use-revoke-share.ts';

const share: Share = {
  share_id: 3,
  type: 'product',
  resource_id: 2,
  name: 'Premium Coaching',
  expires_at: null,
  revoked_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  created_by: 1,
};

function setup() {
  const { api } = createTestApi((request) => {
    if (request.method === 'GET')
      return jsonResponse(200, { status: 'success', data: { shares: [] } });
    if (request.method === 'DELETE') return jsonResponse(200, { status: 'success', data: share });
    return jsonResponse(201, {
      status: 'success',
      data: { share, token: 'tok', path: '/share/product/tok' },
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
  return { api, queryClient, wrapper };
}

describe('share mutations', () => {
  it.each([
    ['create', useCreateShare, { type: 'product', resource_id: 2 }],
    ['revoke', useRevokeShare, 3],
  ] as const)('%s invalidates every share list', async (_name, useMutationHook, variables) => {
    const { api, queryClient, wrapper } = setup();
    await queryClient.prefetchQuery(sharesQueryOptions(api, { type: 'product', resource_id: 2 }));
    await queryClient.prefetchQuery(sharesQueryOptions(api));
    const { result } = renderHook(() => useMutationHook(), { wrapper });
    // The two hooks take different variables; the table pairs each with its own.
    await act(() => (result.current.mutateAsync as (v: unknown) => Promise<unknown>)(variables));
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: shareKeys.lists() })
          .every((query) => query.state.isInvalidated || query.state.dataUpdateCount > 1),
      ).toBe(true),
    );
  });
});
