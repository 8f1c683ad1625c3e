import { ApiClientProvider } from '@salesdash/data-access-api';
import {
  createFakeApiClient,
  exampleCreatedInvite,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { seatInfoQueryOptions, seatKeys } from './seat-info-query-options.ts';
import { useInviteUser } from './use-invite-user.ts';

const request = {
  email: 'nia@demo.test',
  first_name: 'Nia',
  last_name: '',
  access: 4,
  role_id: null,
} as const;

function setup(answer: ReturnType<typeof success> | ReturnType<typeof failure>) {
  let seatReads = 0;
  const { api } = createFakeApiClient({
    'GET organizations/1/seat-count': () => {
      seatReads += 1;
      return success({ seats: 10, used: 5 + seatReads, available: 5 - seatReads });
    },
    'POST users/invite': answer,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
  return { api, queryClient, wrapper, seatReads: () => seatReads };
}

describe('seats and invites', () => {
  it('keys the seats by organization', () => {
    expect(seatKeys.organization(7)).toEqual(['org', 'seats', 7]);
  });

  it.each([
    ['an invite', success(exampleCreatedInvite, 201)],
    ['a refusal', failure(409, 'No seats available', 'no-seats-available')],
  ] as const)('reads the seats again after %s', async (_name, answer) => {
    const { api, queryClient, wrapper, seatReads } = setup(answer);
    const seats = seatInfoQueryOptions(api, 1);
    await queryClient.prefetchQuery(seats);
    const { result } = renderHook(() => useInviteUser(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(request).catch(() => undefined);
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(seats.queryKey)?.isInvalidated).toBe(true),
    );
    // Nothing shows the seats here: invalidated, they are read when a form next asks.
    expect(seatReads()).toBe(1);
  });
});
