import type { RouteLayout } from '../route-table.ts';
import { pageAhead } from './page-ahead.ts';

/**
 * The frame index.html paints before the app's JavaScript runs: the route table's layout of
 * the address (its TV layout with `?tv=1`), and the sign-in page's for a signed-out visitor of
 * a page that needs a session, where the guard will send them. An unknown address gets the
 * default frame, as the 404 page has.
 * @param search - `location.search`
 */
export function bootLayout(pathname: string, search: string, signedIn: boolean): RouteLayout {
  const route = pageAhead(pathname, signedIn);
  if (route === 'sign-in') return 'empty';
  if (!route) return 'default';
  const tv = new URLSearchParams(search).get('tv') === '1';
  return (tv ? route.tvLayout : undefined) ?? route.layout;
}
