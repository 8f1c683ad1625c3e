import { routeTable, type RouteEntry } from '../route-table.ts';

export type RouteMatch = { route: RouteEntry; params: Record<string, string> };

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchEntry(
  route: RouteEntry,
  pathSegments: readonly string[],
): Record<string, string> | null {
  const pattern = segments(route.path);
  if (pattern.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const actual = pathSegments[index] ?? '';
    const param = /^\{(.+)\}$/.exec(part);
    if (param?.[1]) {
      try {
        params[param[1]] = decodeURIComponent(actual);
      } catch {
        params[param[1]] = actual;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/**
 * Finds the route-table entry of a pathname; static paths win over parameters
 * (`/goals-quotas/admin` is not user "admin"). A trailing slash is ignored.
 * @param pathname - the URL path, without search
 * @param table - defaults to the app's route table
 */
export function matchRoute(
  pathname: string,
  table: readonly RouteEntry[] = routeTable,
): RouteMatch | null {
  const pathSegments = segments(pathname);
  const ordered = [...table].sort(
    (a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')),
  );
  for (const route of ordered) {
    const params = matchEntry(route, pathSegments);
    if (params) return { route, params };
  }
  return null;
}
