import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './router-context.ts';
import { ErrorPage } from './routes/-components/error-page.tsx';
import { routeTree } from './routeTree.gen.ts';

/**
 * The app's router: file routes, context for loaders, intent preloading with no preload cache
 * (loaders own caching through react-query), and the app's error page for every route.
 * @param context - services shared with every route
 * @param history - browser history by default; tests pass a memory history
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Every route's errors end on the generic error page, which also owns the chunk-error reload.
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- TanStack's registration pattern
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
