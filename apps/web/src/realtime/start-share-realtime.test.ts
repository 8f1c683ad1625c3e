import type { RealtimeOptions } from '@salesdash/data-access-api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startShareRealtime } from './start-share-realtime.ts';

function start() {
  const opened: RealtimeOptions[] = [];
  const close = vi.fn();
  const connect = (options: RealtimeOptions) => {
    opened.push(options);
    return { close };
  };
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const connection = startShareRealtime(queryClient, 'https://app.example.com', 'tok-5', connect);
  const options = opened[0];
  if (!options) throw new Error('no connection');
  return { options, invalidate, connection, close };
}

describe('startShareRealtime', () => {
  it("opens a read-only socket with the link's token and no identity", () => {
    const { options } = start();
    expect(options.origin).toBe('https://app.example.com');
    expect(options.auth()).toEqual({ shareToken: 'tok-5' });
    expect(options.identity).toBeUndefined();
    expect(options.renewSession).toBeUndefined();
  });

  it('refetches the board on leaderboard:changed', () => {
    const { options, invalidate } = start();
    options.onEvent('leaderboard:changed', { organization_id: 1 });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['metrics', 'leaderboard'],
    ]);
  });

  it('hands back a connection that closes the socket', () => {
    const { connection, close } = start();
    connection.close();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
