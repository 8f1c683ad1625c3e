/**
 * `?tv=1` (TV mode): the screen alone, full screen, for an office TV. Anything else is off.
 * @param search - the route's raw search
 */
export function tvSearch(search: Record<string, unknown>): { tv?: 1 } {
  return search['tv'] === 1 || search['tv'] === '1' ? { tv: 1 } : {};
}
