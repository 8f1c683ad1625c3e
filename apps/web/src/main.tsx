import { createApiClient } from '@salesdash/data-access-api';
import { readStoredUser } from '@salesdash/data-access-auth';
import { sharedDashboardAtom, shareTokenFromPath } from '@salesdash/data-access-org';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root.tsx';
import { createBuildWatcher } from './build-refresh/create-build-watcher.ts';
import { shouldReloadForChunkError } from './build-refresh/should-reload-for-chunk-error.ts';
import { createAppRouter } from './create-app-router.ts';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config.ts';
import './styles.css';

async function boot() {
  // A chunk of an older build is gone after a deploy: reload (throttled) instead of breaking.
  window.addEventListener('vite:preloadError', (event) => {
    if (shouldReloadForChunkError(window.location.pathname)) {
      event.preventDefault();
      window.location.reload();
    }
  });

  const config = await loadRuntimeConfig();
  const store = createStore();
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    // Read per request so a sign-in, sign-out or another tab's change applies at once.
    getToken: () => readStoredUser()?.access_token ?? null,
    // Share pages send x-share-token instead of the user's identity (spec §6); the atom's token
    // only counts on a share path, so it never leaks into a signed-in page.
    getShareToken: () => {
      const path = window.location.pathname;
      return (
        shareTokenFromPath(path) ??
        (path.startsWith('/share/') ? store.get(sharedDashboardAtom).token : null)
      );
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const buildWatcher = createBuildWatcher({
    currentBuildId: __BUILD_ID__,
    fetchManifest: async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return response.json();
    },
  });
  if (__BUILD_ID__ === 'dev') buildWatcher.stop();

  const context = { queryClient, api, store, buildWatcher };
  const router = createAppRouter(context);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  createRoot(rootElement).render(
    <StrictMode>
      <AppRoot router={router} context={context} />
    </StrictMode>,
  );
}

void boot();
