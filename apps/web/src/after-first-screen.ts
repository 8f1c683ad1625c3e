import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * What the first screen does not need (the realtime socket, the notification bell, the
 * commission card's late-line notes) loads once the first screen has settled: the router has
 * shown its first page, no query has been fetching for `quietMs`, and `afterFirstScreenMs` more
 * have passed. Counting from the settled screen rather than from boot keeps that wave out of
 * the first load on a slow phone or a busy machine, where the first screen's own requests can
 * take longer than any fixed wait (docs/decisions/0022-realtime-and-notifications-web.md).
 */
export const afterFirstScreenMs = 1_500;
const quietMs = 500;
const pollMs = 100;
/** A query that never settles (a server that hangs) does not hold the wave back for good. */
const latestMs = 15_000;

type RouterLike = {
  readonly state: {
    readonly status: 'pending' | 'idle';
    readonly isLoading: boolean;
    readonly resolvedLocation?: unknown;
  };
};

type FirstScreen = {
  /** Starts watching the first screen; the app calls it once at boot, after creating its router. */
  watch(page: {
    router: RouterLike;
    queryClient: Pick<QueryClient, 'isFetching'>;
    now?: () => number;
  }): void;
  /** Marks the first screen settled and runs what waited for it. */
  settle(): void;
  /** Runs `run` once the first screen has settled (at once if it already has). */
  after(run: () => void): void;
  subscribe(listener: () => void): () => void;
  isSettled(): boolean;
};

/** One page's first screen: the app keeps one ({@link firstScreen}), tests make their own. */
export function createFirstScreen(): FirstScreen {
  let settled = false;
  const listeners = new Set<() => void>();
  const settle = () => {
    if (settled) return;
    settled = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  return {
    settle,
    isSettled: () => settled,
    after(run) {
      if (settled) run();
      else listeners.add(run);
    },
    subscribe(listener) {
      if (settled) return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch({ router, queryClient, now = () => performance.now() }) {
      const startedAt = now();
      let quietSince: number | null = null;
      const timer = setInterval(() => {
        const at = now();
        const { status, isLoading, resolvedLocation } = router.state;
        const quiet =
          resolvedLocation !== undefined &&
          status === 'idle' &&
          !isLoading &&
          queryClient.isFetching() === 0;
        quietSince = quiet ? (quietSince ?? at) : null;
        const done =
          (quietSince !== null && at - quietSince >= quietMs) || at - startedAt >= latestMs;
        if (!done) return;
        clearInterval(timer);
        setTimeout(settle, afterFirstScreenMs);
      }, pollMs);
    },
  };
}

/** The page's first screen. */
export const firstScreen = createFirstScreen();

/** Whether the first screen has settled: what renders late waits for `true`. */
export function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(firstScreen.subscribe, firstScreen.isSettled);
}
