import { isPublicPath } from '../navigation/is-public-path.ts';
import { matchRoute } from '../navigation/match-route.ts';
import type { RouteEntry } from '../route-table.ts';

/**
 * The page the visitor is about to see, as the boot script can tell before the app runs: the
 * route-table entry of the address, `'sign-in'` for a signed-out visitor of a page that needs a
 * session (the navigation guard sends them to /login), undefined for an unknown address.
 */
export function pageAhead(pathname: string, signedIn: boolean): RouteEntry | 'sign-in' | undefined {
  const route = matchRoute(pathname)?.route;
  if (!signedIn && !isPublicPath(pathname) && route?.access !== 'public') return 'sign-in';
  return route;
}
