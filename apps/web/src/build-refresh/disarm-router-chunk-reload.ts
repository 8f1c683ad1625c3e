/**
 * TanStack Router's lazy route components reload the page by themselves when their chunk is
 * missing, once per error message, remembered under this sessionStorage key (router 1.170).
 */
const routerReloadKeyPrefix = 'tanstack_router_reload:';

/**
 * Keeps one reload mechanism for a missing chunk: marks `error` as already reloaded for TanStack
 * Router, so it rethrows it to the error page, whose reload follows its own throttle (once per
 * 10 s per path, surviving the wipe-out). Called when Vite reports the failed import, before the
 * router sees the error.
 * @param error - the `payload` of Vite's `vite:preloadError` event
 */
export function disarmRouterChunkReload(
  error: unknown,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  if (error instanceof Error) storage.setItem(`${routerReloadKeyPrefix}${error.message}`, '1');
}
