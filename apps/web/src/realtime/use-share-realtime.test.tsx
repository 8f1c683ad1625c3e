import type { RealtimeConnection } from '@salesdash/data-access-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareRealtimeStarter, useShareRealtime } from './use-share-realtime.ts';

const queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

function fakeStart() {
  const close = vi.fn();
  let opened: (connection: RealtimeConnection) => void = () => undefined;
  const start = vi
    .spyOn(shareRealtimeStarter, 'start')
    .mockImplementation(() => new Promise((resolve) => (opened = resolve)));
  return { start, close, open: () => opened({ close }) };
}

describe('useShareRealtime', () => {
  it("opens the link's socket while mounted and closes it when the page is left", async () => {
    const { start, close, open } = fakeStart();
    const { unmount } = renderHook(() => useShareRealtime('tok-5', 'https://api.example.com'), {
      wrapper,
    });
    expect(start).toHaveBeenCalledWith(queryClient, 'https://api.example.com', 'tok-5');
    await act(async () => open());
    expect(close).not.toHaveBeenCalled();
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("uses the page's origin unless told, and closes a socket that opens after the page is left", async () => {
    const { start, close, open } = fakeStart();
    const { unmount } = renderHook(() => useShareRealtime('tok-5', undefined), {
      wrapper,
    });
    expect(start).toHaveBeenCalledWith(queryClient, window.location.origin, 'tok-5');
    unmount();
    open();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('only logs when the live board cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(shareRealtimeStarter, 'start').mockRejectedValue(new Error('chunk gone'));
    renderHook(() => useShareRealtime('tok-5', undefined), { wrapper });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The live board could not start', expect.any(Error)),
    );
  });
});
