import { signOut } from '@salesdash/data-access-auth';
import { Button } from '@salesdash/ui-kit';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../../router-context.ts';
import { isChunkLoadError } from '../../build-refresh/is-chunk-load-error.ts';
import { shouldReloadForChunkError } from '../../build-refresh/should-reload-for-chunk-error.ts';

/**
 * The generic error page ('Internal Server Error'); no internals are shown. Besides
 * reloading, it offers Sign out: when the stored session itself is what fails (a corrupt token),
 * reloading or going home meets the same session again, and signing out is the way forward.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);
  const router = useRouter();
  const leave = () => {
    const { store, queryClient } = router.options.context as RouterContext;
    signOut(store, { wipeOut: true });
    queryClient.clear();
    // A full load: nothing of the failed page's state is carried to the sign-in page.
    window.location.assign('/login');
  };

  useEffect(() => {
    // A lazily loaded chunk of an older build is gone: reload, at most once per 10 s per path.
    if (chunkError && shouldReloadForChunkError(window.location.pathname)) window.location.reload();
  }, [chunkError]);

  return (
    // It replaces the whole layout, so it is the page's main landmark; the message is an alert.
    <main className="flex min-h-screen flex-col items-center justify-center bg-bg px-6 text-center text-fg">
      <div role="alert" className="flex flex-col items-center gap-3">
        <p className="text-sm font-semibold text-negative">500</p>
        <h1 className="text-2xl font-semibold">Internal Server Error</h1>
        <p className="text-sm text-fg-muted">Something went wrong. Please try again.</p>
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            Go to overview
          </Button>
          <Button onClick={leave}>Sign out</Button>
        </div>
      </div>
    </main>
  );
}
