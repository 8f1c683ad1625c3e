import { shareTokenFromPath } from './share-token-from-path.ts';

/**
 * The `x-share-token` a page sends (spec §6): the slug of a share page's path, else the shared
 * dashboard store's token, which only counts on a share path so it never leaks into a signed-in
 * page. Pass it as `getShareToken` of `createApiClient`.
 * @param pathname - `location.pathname` of the page
 * @param storedToken - `token` of the shared-dashboard store
 * @returns the share token, or null on a page that is not a share page
 */
export function shareTokenForPage(pathname: string, storedToken: string | null): string | null {
  return shareTokenFromPath(pathname) ?? (pathname.startsWith('/share/') ? storedToken : null);
}
