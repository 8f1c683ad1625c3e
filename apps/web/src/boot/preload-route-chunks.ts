import { pageAhead } from './page-ahead.ts';

/**
 * Preloads the page's own chunks (the build's `<html data-route-chunks>`, see route-chunks.ts)
 * beside the entry's, for a page the visitor will see: not one the guard will send a signed-out
 * visitor away from.
 * @param routeChunks - the attribute's JSON (route-table path → files), absent in the dev server
 */
export function preloadRouteChunks(
  pathname: string,
  signedIn: boolean,
  routeChunks: string | undefined,
  page: Document = document,
): void {
  const route = pageAhead(pathname, signedIn);
  if (!route || route === 'sign-in' || !routeChunks) return;
  let files: unknown;
  try {
    files = (JSON.parse(routeChunks) as Record<string, unknown>)[route.path];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${String(file)}`;
    page.head.append(link);
  }
}
