// The boot script: a classic script index.html runs in its <head>, before the first paint and
// while the app's modules download. It paints the right frame (the route's layout and the
// colour mode) under the skeleton index.html already holds, sends the session's first
// requests so their answers wait for the app instead of the other way round, and runs the app
// once that frame is painted. Built on its own
// by early-boot-plugin.ts; it must stay small, since every page's first load carries it
// (docs/decisions/0071-first-paint-before-javascript.md).
import { sessionStorageKey } from '@salesdash/data-access-auth';
import { colorModeStorageKey } from '../color-mode/color-mode-storage-key.ts';
import { bootLayout } from './boot-layout.ts';
import { preloadRouteChunks } from './preload-route-chunks.ts';
import { startApp } from './start-app.ts';
import { startFirstRequests } from './start-first-requests.ts';

function stored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

const session = stored(sessionStorageKey);
const token =
  typeof session === 'object' && session !== null && 'access_token' in session
    ? session.access_token
    : null;
const root = document.documentElement;
if (stored(colorModeStorageKey) === 'dark') {
  root.classList.add('dark');
  root.style.colorScheme = 'dark';
}
const signedIn = typeof token === 'string';
root.dataset['boot'] = bootLayout(location.pathname, location.search, signedIn);
startFirstRequests(location, signedIn ? token : null);
preloadRouteChunks(location.pathname, signedIn, root.dataset['routeChunks']);
startApp(root.dataset['appEntry']);
