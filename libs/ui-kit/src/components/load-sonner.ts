import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * sonner (about 9 kB of gzip) is fetched with the first toast, not with every page: most
 * screens never raise one, and the first load has a budget (docs/benchmarks.md). The Toaster
 * mounts once this has been called; sonner hands it the toasts raised before it subscribed.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import('sonner');
    sonner = loading;
    // A failed fetch (offline, a deploy removed the chunk) is retried by the next toast.
    loading.catch(() => {
      if (sonner === loading) sonner = undefined;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** True once a toast asked for sonner. */
export function isSonnerRequested(): boolean {
  return sonner !== undefined;
}

/** Calls `listener` when the first toast asks for sonner (for `useSyncExternalStore`). */
export function subscribeSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
