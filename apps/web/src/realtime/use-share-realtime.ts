import type { RealtimeConnection } from '@salesdash/data-access-api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Starts a share link's socket; the real one loads its code first. */
export type StartShareRealtime = (
  queryClient: QueryClient,
  origin: string,
  shareToken: string,
) => Promise<RealtimeConnection>;

/**
 * How the share page starts its socket (an object, so tests spy on it): the socket's code (the
 * event schemas, socket.io) loads with the page that needs it, never with the app's first page,
 * from the chunk of the signed-in socket, which every page loads once it has settled.
 */
export const shareRealtimeStarter: { start: StartShareRealtime } = {
  start: async (...args) => (await import('./watch-realtime.ts')).startShareRealtime(...args),
};

/**
 * Keeps a leaderboard share link's read-only socket open while the component is mounted, so
 * the TV board refreshes on each `leaderboard:changed`; closed when the page is left.
 * @param shareToken - the link's token
 * @param origin - the API's origin (router context); the page's own unless given
 */
export function useShareRealtime(shareToken: string, origin: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let left = false;
    let connection: RealtimeConnection | undefined;
    shareRealtimeStarter.start(queryClient, origin ?? window.location.origin, shareToken).then(
      (opened) => {
        if (left) opened.close();
        else connection = opened;
      },
      (problem: unknown) => console.warn('The live board could not start', problem),
    );
    return () => {
      left = true;
      connection?.close();
    };
  }, [queryClient, origin, shareToken]);
}
