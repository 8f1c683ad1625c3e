import { Button } from '@salesdash/ui-kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError } from '../../build-refresh/is-chunk-load-error.ts';
import { shouldReloadForChunkError } from '../../build-refresh/should-reload-for-chunk-error.ts';

/** The generic error page of spec §8 ('Internal Server Error'); no internals are shown. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);

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
          <Button onClick={() => window.location.assign('/')}>Go to overview</Button>
        </div>
      </div>
    </main>
  );
}
