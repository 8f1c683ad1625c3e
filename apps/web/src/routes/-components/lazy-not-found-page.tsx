import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * {@link NotFoundPage}, fetched when needed: few visits ever see it, and every first page pays for
 * what it imports (docs/benchmarks.md). The whole screen for a path that matches nothing; inside
 * the app's frame (`inFrame`) for a route whose record is not there for this viewer, an unknown
 * id or one out of sight, as its `notFoundComponent` once the page throws `notFound()` after the
 * API's first 404.
 */
export function LazyNotFoundPage({ inFrame = false }: { inFrame?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotFoundPage inFrame={inFrame} />
    </Suspense>
  );
}

/** The 404 inside the app's frame, as a route's `notFoundComponent`. */
export const LazyNotFoundInFrame = () => <LazyNotFoundPage inFrame />;
