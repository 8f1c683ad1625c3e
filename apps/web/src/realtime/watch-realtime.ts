import type { SignedInUser } from '@salesdash/api-contract';
import type { connectRealtime, RealtimeConnection } from '@salesdash/data-access-api';
import type { Atom } from 'jotai';
import { startRealtime, type RealtimeServices, type RealtimeSession } from './start-realtime.ts';

// The share page's socket starts from this module's chunk: main.tsx loads it on every page
// anyway, and one chunk keeps their shared code (connectRealtime, the invalidations) from
// becoming one more file the first page's preload list names.
export { startShareRealtime } from './start-share-realtime.ts';

export type WatchRealtimeOptions = RealtimeServices &
  RealtimeSession & {
    /** The API's origin, where socket.io is served. */
    origin: string;
    /** The session atom, handed in by the first page like the readers. */
    sessionAtom: Atom<SignedInUser | null>;
    /** `connectRealtime` (tests pass their own). */
    connect?: typeof connectRealtime;
  };

/**
 * Keeps the signed-in person's realtime socket open for as long as they are signed in: one
 * socket per person, closed at sign-out and reopened for whoever signs in next. Share
 * pages open none here: a leaderboard share link opens its own read-only socket
 * (`useShareRealtime`). Loaded and started by main.tsx after the first page has settled.
 * @returns a stop that closes the socket for good
 */
export function watchRealtime(options: WatchRealtimeOptions): () => void {
  const { store, sessionAtom, origin, connect } = options;
  let connection: RealtimeConnection | undefined;
  let current: string | null = null;

  const sync = () => {
    const user = store.get(sessionAtom);
    const onSharePage = window.location.pathname.startsWith('/share/');
    const key = user && !onSharePage ? `${user.organization_id}:${user.user_id}` : null;
    if (key === current) return;
    connection?.close();
    connection = undefined;
    current = key;
    if (user && key) connection = startRealtime(options, origin, user, options, connect);
  };

  const unsubscribe = store.sub(sessionAtom, sync);
  sync();
  return () => {
    unsubscribe();
    connection?.close();
  };
}
