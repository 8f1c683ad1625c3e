import {
  realtimeGroups,
  type RealtimeEventName,
  type RealtimeEventPayloads,
} from '@salesdash/api-contract';

/** One socket.io event for one group (`org:{id}`, `user:{id}` or `board:{id}`). */
export type RealtimeEvent = {
  [N in RealtimeEventName]: { group: string; name: N; payload: RealtimeEventPayloads[N] };
}[RealtimeEventName];

/** An event for everyone of the organization (record changes: ids and owners only). */
export function organizationEvent<N extends RealtimeEventName>(
  organizationId: number,
  name: N,
  payload: RealtimeEventPayloads[N],
): RealtimeEvent {
  return { group: realtimeGroups.organization(organizationId), name, payload } as RealtimeEvent;
}

/** An event for one person only (their notifications). */
export function userEvent<N extends RealtimeEventName>(
  userId: number,
  name: N,
  payload: RealtimeEventPayloads[N],
): RealtimeEvent {
  return { group: realtimeGroups.user(userId), name, payload } as RealtimeEvent;
}

/** `leaderboard:changed` for the organization's board group (its TV share sockets). */
export function boardEvent(organizationId: number): RealtimeEvent {
  return {
    group: realtimeGroups.board(organizationId),
    name: 'leaderboard:changed',
    payload: { organization_id: organizationId },
  };
}
