import { describe, expect, it } from 'vitest';
import {
  joinGroupRequestSchema,
  realtimeEventNames,
  realtimeEventSchemas,
  realtimeGroups,
  socketHandshakeAuthSchema,
} from './realtime-events.ts';
import { socketConstants } from './socket-constants.ts';

describe('realtime contract', () => {
  it('names the realtime events, each with a payload schema', () => {
    expect(Object.values(realtimeEventNames).sort()).toEqual([
      'adjustment:changed',
      'appointment:changed',
      'leaderboard:changed',
      'notification:new',
      'outbound:changed',
      'transaction:changed',
    ]);
    for (const name of Object.values(realtimeEventNames)) {
      expect(realtimeEventSchemas[name]).toBeDefined();
    }
    expect(
      realtimeEventSchemas['transaction:changed'].safeParse({
        organization_id: 1,
        transaction_id: 2,
        user_id: 3,
        setter_id: null,
        transaction_status: 'approved',
        change: 'status',
      }).success,
    ).toBe(true);
  });

  it('joins a group by organization id or by user id, nothing else', () => {
    expect(joinGroupRequestSchema.safeParse({ organization_id: 4 }).success).toBe(true);
    expect(joinGroupRequestSchema.safeParse({ user_id: 9 }).success).toBe(true);
    for (const bad of [{ room: 'org:4' }, { organization_id: 0 }, 'org:4', 4, { user_id: '9' }]) {
      expect(joinGroupRequestSchema.safeParse(bad).success).toBe(false);
    }
    expect(realtimeGroups.organization(4)).toBe('org:4');
    expect(realtimeGroups.user(9)).toBe('user:9');
  });

  it('takes an access token or a share token in the handshake', () => {
    expect(socketHandshakeAuthSchema.safeParse({ token: 'a.b.c' }).success).toBe(true);
    expect(socketHandshakeAuthSchema.safeParse({ shareToken: 'x' }).success).toBe(true);
    expect(socketHandshakeAuthSchema.safeParse({}).success).toBe(false);
    expect(socketHandshakeAuthSchema.safeParse({ token: '' }).success).toBe(false);
  });

  it('holds the socket constants', () => {
    expect(socketConstants).toMatchObject({
      transports: ['websocket'],
      timeoutMs: 10_000,
      reconnectionAttempts: 5,
      reconnectionDelayMs: 1_000,
      reconnectionDelayMaxMs: 5_000,
      visibilityReconnectDelayMs: 1_000,
      authRetryDelayMs: 2_000,
    });
  });
});
