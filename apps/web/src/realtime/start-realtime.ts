import {
  connectRealtime,
  type ApiClient,
  type RealtimeConnection,
} from '@salesdash/data-access-api';
import { realtimeStateAtom, type JotaiStore } from '@salesdash/data-access-auth';
import type { SignedInUser } from '@salesdash/api-contract';
import { toast } from '@salesdash/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { refreshStale } from './realtime-invalidations.ts';

/** The services of the app the socket works with (the router context's). */
export type RealtimeServices = { api: ApiClient; store: JotaiStore; queryClient: QueryClient };

/**
 * The session's readers, handed in by the first page: importing them here would cut them out of
 * its chunk into one more file every page loads.
 */
export type RealtimeSession = {
  readStoredUser: () => Pick<SignedInUser, 'access_token'> | null | undefined;
  refreshStoredSession: (api: ApiClient, store: JotaiStore) => Promise<string | null>;
};

/**
 * Opens the signed-in person's socket: each event refreshes the queries it makes
 * stale, a new notification shows a toast, and the socket's state goes to `realtimeStateAtom`.
 * Loaded on its own after the first page (the event schemas and socket.io are not part of it).
 * @param services - the app's API client, jotai store and query client
 * @param origin - the API's origin, where socket.io is served
 * @param user - the signed-in person, whose organization and own groups are joined
 * @param session - the session's readers
 * @param connect - `connectRealtime` (tests pass their own)
 */
export function startRealtime(
  { api, store, queryClient }: RealtimeServices,
  origin: string,
  user: Pick<SignedInUser, 'user_id' | 'organization_id'>,
  session: RealtimeSession,
  connect: typeof connectRealtime = connectRealtime,
): RealtimeConnection {
  return connect({
    origin,
    identity: { organizationId: user.organization_id, userId: user.user_id },
    auth: () => {
      const token = session.readStoredUser()?.access_token;
      return token ? { token } : null;
    },
    renewSession: async () => (await session.refreshStoredSession(api, store)) !== null,
    onState: (state) => store.set(realtimeStateAtom, state),
    onEvent: (name, payload) => {
      void refreshStale(queryClient, name, payload);
      if (name === 'notification:new') {
        const { title } = payload as { title: string };
        toast.info(title, { id: 'notification-new' });
      }
    },
  });
}
