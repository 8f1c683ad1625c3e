import {
  createFakeApiClient,
  exampleLeaderboard,
  success,
} from '@salesdash/data-access-api/testing';
import { leaderboardQueryOf, leaderboardQueryOptions } from '@salesdash/data-access-metrics';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { realtimeInvalidations, refreshStale } from './realtime-invalidations.ts';

const record = { organization_id: 1, user_id: 7, setter_id: 8 };

describe('realtimeInvalidations', () => {
  it.each([
    [
      'transaction:changed',
      { ...record, transaction_id: 3, transaction_status: 'approved', change: 'status' },
      [['metrics'], ['sales']],
    ],
    [
      'appointment:changed',
      { ...record, appointment_id: 4, appointment_status: 'taken', change: 'status' },
      [['metrics'], ['sales']],
    ],
    [
      'adjustment:changed',
      { organization_id: 1, adjustment_id: 5, user_id: 7, change: 'created' },
      [['metrics'], ['sales', 'users', 7]],
    ],
    ['leaderboard:changed', { organization_id: 1 }, [['metrics', 'leaderboard']]],
  ] as const)('%s refreshes %j', (name, payload, keys) => {
    expect(realtimeInvalidations(name, payload as never)).toEqual(keys);
  });

  it('a new notification refreshes the bell', () => {
    expect(
      realtimeInvalidations('notification:new', {
        notification_id: 1,
        type: 'commission-approved',
        title: 'Commission approved',
        body: '',
        link: null,
        is_read: false,
        created_at: '2026-11-24T10:00:00.000Z',
      }),
    ).toEqual([['notifications']]);
  });
});

describe('the leaderboard on screen', () => {
  it('refetches on leaderboard:changed and transaction:changed, though never stale by itself', async () => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/users/leaderboard': success(exampleLeaderboard()),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
    // An observer with a listener is what a mounted board is: an active query.
    const board = new QueryObserver(
      queryClient,
      leaderboardQueryOptions(api, leaderboardQueryOf(range, [])),
    );
    const stop = board.subscribe(() => undefined);
    const boardCalls = () => requests.filter((r) => r.path === 'metrics/users/leaderboard');
    await expect.poll(() => board.getCurrentResult().status).toBe('success');
    expect(boardCalls()).toHaveLength(1);

    await refreshStale(queryClient, 'leaderboard:changed', { organization_id: 1 });
    expect(boardCalls()).toHaveLength(2);
    await refreshStale(queryClient, 'transaction:changed', {
      ...record,
      transaction_id: 3,
      transaction_status: 'refunded',
      change: 'status',
    });
    expect(boardCalls()).toHaveLength(3);
    stop();
  });
});
