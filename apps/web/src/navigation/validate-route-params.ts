import type { RouteEntry, RouteParamRule } from '../route-table.ts';

const rules: Record<RouteParamRule, (value: string) => boolean> = {
  'positive-int': (value) => /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)),
  slug: (value) => /^[A-Za-z0-9_-]{1,256}$/.test(value),
};

/**
 * The route's validate hook (the navigation guard's step 6): true when every parameter satisfies
 * its rule.
 * @param route - the matched route
 * @param params - the raw path parameters
 */
export function validateRouteParams(
  route: RouteEntry,
  params: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(route.params ?? {}).every(([name, rule]) =>
    rules[rule](params[name] ?? ''),
  );
}
