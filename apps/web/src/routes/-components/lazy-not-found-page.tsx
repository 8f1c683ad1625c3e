import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
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
