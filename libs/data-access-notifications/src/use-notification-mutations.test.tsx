import {
  createHookHarness,
  exampleNotificationPage,
  exampleNotifications,
  failure,
  success,
  type FakeAnswer,
} from '@salesdash/data-access-api/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notificationsInfiniteQueryOptions } from './notifications-query-options.ts';
import { useClearNotifications } from './use-clear-notifications.ts';
import { useMarkNotificationRead } from './use-mark-notification-read.ts';

const list = exampleNotifications(5, 3);

/** A PATCH that waits for the test to answer it, to look at the cache in between. */
function heldAnswer() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const promise = new Promise<FakeAnswer>((resolve) => {
    answer = resolve;
  });
  return { route: () => promise, answer };
}

async function setup(patch: ReturnType<typeof heldAnswer>) {
  const harness = createHookHarness({
    'GET notifications': success(exampleNotificationPage(list)),
    'PATCH notifications/clear': patch.route,
    'PATCH notifications/:id': patch.route,
  });
  const options = notificationsInfiniteQueryOptions(harness.api);
  await harness.queryClient.fetchInfiniteQuery(options);
  const unread = () => harness.queryClient.getQueryData(options.queryKey)?.pages[0]?.unreadCount;
  // Nothing observes the list here, so the refetch after a mutation shows as an invalidation.
  const stale = () => harness.queryClient.getQueryState(options.queryKey)?.isInvalidated;
  return { ...harness, unread, stale };
}

describe('notification mutations', () => {
  it('mark one read drops the count at once, then marks the lists stale', async () => {
    const patch = heldAnswer();
    const { wrapper, unread, stale, requests } = await setup(patch);
    const { result } = renderHook(() => useMarkNotificationRead(), { wrapper });
    act(() => result.current.mutate(5));
    await waitFor(() => expect(unread()).toBe(2));
    expect(requests.at(-1)).toMatchObject({ method: 'PATCH', path: 'notifications/5' });
    patch.answer(success({ ...list[0], is_read: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(stale()).toBe(true);
  });

  it('puts the count back when the server refuses, then tells the caller', async () => {
    const patch = heldAnswer();
    const { wrapper, unread } = await setup(patch);
    const onError = vi.fn();
    const { result } = renderHook(() => useMarkNotificationRead({ onError }), { wrapper });
    act(() => result.current.mutate(5));
    await waitFor(() => expect(unread()).toBe(2));
    patch.answer(failure(404, 'not-found', 'Not found'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(unread()).toBe(3);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });

  it('clear all zeroes the count at once and answers how many were read', async () => {
    const patch = heldAnswer();
    const { wrapper, unread } = await setup(patch);
    const { result } = renderHook(() => useClearNotifications(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(unread()).toBe(0));
    patch.answer(success({ updated: 3 }));
    await waitFor(() => expect(result.current.data).toBe(3));
  });
});
