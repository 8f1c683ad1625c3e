import type { ApiClient } from '@salesdash/data-access-api';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { BuildWatcher } from './build-refresh/create-build-watcher.ts';

/** What every route's beforeLoad/loader receives (TanStack Router context). */
export type RouterContext = {
  queryClient: QueryClient;
  /** The app's ky instance, base URL from /config.json. */
  api: ApiClient;
  /**
   * A share page's own client: the link's token is its only credential, never the visitor's
   * sign-in, and its query keys carry the link's scope.
   */
  shareApi: (shareToken: string) => ApiClient;
  /** The jotai store the React tree uses, so guards and loaders share its atoms. */
  store: ReturnType<typeof createStore>;
  /** Notices a newer deploy; the guard then does a full page load. */
  buildWatcher: Pick<BuildWatcher, 'isStale'>;
  /** The API's origin, where socket.io is served (from /config.json); the page's own unless given. */
  origin?: string;
};
