import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const NotFoundMessage = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundMessage })),
);

/**
 * {@link NotFoundPage}, fetched when a path matches nothing: few visits ever need it, and every
 * first page pays for what it imports (docs/benchmarks.md).
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * The 404 inside the app's frame, for a route whose record is not there for this viewer (an
 * unknown id or one out of sight): its `notFoundComponent`, shown when the page throws
 * `notFound()` after the API's first 404.
 */
export function LazyNotFoundMessage() {
  return (
    <Suspense fallback={null}>
      <NotFoundMessage />
    </Suspense>
  );
}
