import { describe, expect, it } from 'vitest';
import { realtimeInvalidations } from './realtime-invalidations.ts';

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
