import { ApiClientProvider } from '@salesdash/data-access-api';
import { createFakeApiClient, exampleShare, success } from '@salesdash/data-access-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { shareKeys } from './share-keys.ts';
import { sharesQueryOptions } from './shares-query-options.ts';
import { useCreateShare } from './use-create-share.ts';
import { useRevokeShare } from './use-revoke-share.ts';

const share = exampleShare({ share_id: 3, type: 'product', resource_id: 2 });

function setup() {
  const { api } = createFakeApiClient({
    'GET shares': success({ shares: [] }),
    'DELETE shares/:id': success(share),
    'POST shares': success({ share, token: 'tok', path: '/share/product/tok' }, 201),
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
