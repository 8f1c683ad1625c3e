import { createApiClient, retryQuery, type SessionEndReason } from '@salesdash/data-access-api';
import {
  readStoredUser,
  refreshStoredSession,
  sessionAtom,
  signOut,
  syncCurrentUser,
} from '@salesdash/data-access-auth';
// React Query before ui-kit: the framework chunk orders its modules by first import, and this
// order gzips 0.3 kB smaller (docs/benchmarks.md, first-load budget).
import { QueryClient } from '@tanstack/react-query';
import { toast } from '@salesdash/ui-kit';
import { createStore } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstScreen } from './after-first-screen.ts';
import { earlyAwareFetch, earlyResponses } from './boot/early-responses.ts';
import { AppRoot } from './app-root.tsx';
import { createBuildWatcher } from './build-refresh/create-build-watcher.ts';
import { disarmRouterChunkReload } from './build-refresh/disarm-router-chunk-reload.ts';
import { createAppRouter } from './create-app-router.ts';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config.ts';
import './styles.css';

async function boot() {
  // A chunk of an older build is gone after a deploy: the error page reloads, throttled. TanStack
  // Router would reload first on its own, so it is told the reload happened.
  window.addEventListener('vite:preloadError', (event) => disarmRouterChunkReload(event.payload));

  // The first requests index.html's boot script already sent are answered from its answers.
  const fetchFirst = earlyAwareFetch(earlyResponses());
  const config = await loadRuntimeConfig(fetchFirst);
  const store = createStore();
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    fetch: fetchFirst,
    // Read per request so a sign-in, sign-out or another tab's change applies at once.
    getToken: () => readStoredUser()?.access_token ?? null,
    // A 401 renews the session once with the latest stored refresh token (rotated on use).
    refreshAccessToken: () => refreshStoredSession(api, store),
    onSessionExpired: (reason) => endSession(reason),
  });
  const shareApi = (shareToken: string) =>
    createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => null, shareToken });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryQuery, refetchOnWindowFocus: false },
    },
  });
  const buildWatcher = createBuildWatcher({
    currentBuildId: __BUILD_ID__,
    fetchManifest: async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return response.json();
    },
  });
  if (__BUILD_ID__ === 'dev') buildWatcher.stop();

  const origin = new URL(config.apiBaseUrl, window.location.href).origin;
  const context = { queryClient, api, shareApi, store, buildWatcher, origin };
  const router = createAppRouter(context);
  // The page's chunks (component and loader) download while the root guard asks the server
  // about redirects, not after it: one round trip less before the first screen.
  for (const route of router.getMatchedRoutes(location.pathname)[0])
    router.loadRouteChunk(route)?.catch(() => undefined);
  // A disabled user or a session that cannot be renewed is signed out; the guard then
  // sends them to /login with the path to come back to.
  const endSession = (reason: SessionEndReason) => {
    if (!readStoredUser()) return;
    signOut(store, { api });
    queryClient.clear();
    toast.error(
      reason === 'user-disabled'
        ? 'This account has been disabled. Contact your administrator.'
        : 'Your session has ended. Please sign in again.',
    );
    void router.invalidate();
  };
  // The stored profile may be stale (names, access, organization) or the account deactivated.
  // Share pages speak with the link's token only, so there is no profile to sync there.
  if (readStoredUser() && !window.location.pathname.startsWith('/share/')) {
    void syncCurrentUser(api, store, () => endSession('user-disabled'));
  }
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  // A transition lets React yield to the browser while it renders the first screen, instead of
  // one long task a slow phone cannot answer input during; index.html's skeleton shows meanwhile.
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot router={router} context={context} />
      </StrictMode>,
    ),
  );
  // Realtime is not needed for the first paint: its code and socket.io load once the
  // first screen has settled. The session's atom and readers are handed in, so they stay in this
  // chunk instead of being cut out into one more file every page loads.
  firstScreen.watch({ router, queryClient });
  firstScreen.after(() => {
    void import('./realtime/watch-realtime.ts').then(({ watchRealtime }) =>
      watchRealtime({
        ...context,
        sessionAtom,
        readStoredUser,
        refreshStoredSession,
      }),
    );
  });
}

void boot();
