import type { RealtimeEventName, RealtimeEventPayloads } from '@salesdash/api-contract';
import { metricsKeys } from '@salesdash/data-access-metrics';
import { notificationKeys } from '@salesdash/data-access-notifications';
import { salesKeys } from '@salesdash/data-access-sales';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query-key prefixes an event makes stale. A record change moves figures on every
 * dashboard, the team's views and the leaderboard, and the tables that list it; the server
 * decides on the refetch what each screen may see, so the event needs to say no more than
 * what changed. Only the queries on screen refetch (React Query's active ones).
 * @param name - the event
 * @param payload - its payload (checked against the contract)
 */
export function realtimeInvalidations<N extends RealtimeEventName>(
  name: N,
  payload: RealtimeEventPayloads[N],
): QueryKey[] {
  switch (name) {
    case 'transaction:changed':
    case 'appointment:changed':
    case 'outbound:changed':
      return [metricsKeys.all, salesKeys.all];
    case 'adjustment:changed': {
      const { user_id } = payload as RealtimeEventPayloads['adjustment:changed'];
      return [metricsKeys.all, salesKeys.subject({ kind: 'users', id: user_id })];
    }
    case 'leaderboard:changed':
      return [[...metricsKeys.all, 'leaderboard']];
    case 'notification:new':
      return [notificationKeys.all];
    default:
      return [];
  }
}

/**
 * Refetches what an event made stale: every query under {@link realtimeInvalidations}'s
 * prefixes is invalidated, and the ones on screen load again.
 * @param queryClient - the app's query client
 * @param name - the event
 * @param payload - its payload (checked against the contract)
 * @returns when every refetch it started has settled
 */
export async function refreshStale<N extends RealtimeEventName>(
  queryClient: QueryClient,
  name: N,
  payload: RealtimeEventPayloads[N],
): Promise<void> {
  await Promise.all(
    realtimeInvalidations(name, payload).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
