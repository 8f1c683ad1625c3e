import { connectRealtime, type RealtimeConnection } from '@salesdash/data-access-api';
import type { QueryClient } from '@tanstack/react-query';
import { refreshStale } from './realtime-invalidations.ts';

/**
 * Opens a leaderboard share link's read-only socket: the handshake carries the
 * link's token (`{ shareToken }`, as the page's calls send `x-share-token`), the server joins
 * it to its organization's board group, and each `leaderboard:changed` refetches the board on
 * screen. It joins nothing itself (no identity). A refused link (revoked, expired, invalid, not
 * a leaderboard) leaves the page as it is without live updates: the page's own calls show the
 * link's state, the refusal is only logged. Loaded on its own by the share page.
 * @param queryClient - the app's query client
 * @param origin - the API's origin, where socket.io is served
 * @param shareToken - the link's token (the share route's slug)
 * @param connect - `connectRealtime` (tests pass their own)
 */
export function startShareRealtime(
  queryClient: QueryClient,
  origin: string,
  shareToken: string,
  connect: typeof connectRealtime = connectRealtime,
): RealtimeConnection {
  return connect({
    origin,
    auth: () => ({ shareToken }),
    // A TV shows no connection state: the board's minute reload covers a socket that is down.
    onState: () => undefined,
    onEvent: (name, payload) => {
      void refreshStale(queryClient, name, payload);
    },
  });
}
