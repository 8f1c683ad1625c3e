import type { RedirectRule, SignedInUser } from '@salesdash/api-contract';
import { decodeAccessToken } from '@salesdash/data-access-auth';
import type { RouteEntry } from '../route-table.ts';
import { checkRouteAccess } from './check-route-access.ts';
import { isPublicPath } from './is-public-path.ts';
import { matchRoute, type RouteMatch } from './match-route.ts';
import { validateRouteParams } from './validate-route-params.ts';

export type NavigationRequest = {
  /** URL path of the target, e.g. `/team`. */
  pathname: string;
  /** Raw search string including `?`, or empty. */
  search: string;
  /** The fragment without `#`, or empty; part of the path a sign-in comes back to. */
  hash?: string;
  /** The user stored under `user`, or null. */
  storedUser: SignedInUser | null;
  /** Server-side redirect rule for a path; null when none (404) or when the lookup failed. */
  lookupRedirect: (pathname: string) => Promise<RedirectRule | null>;
  /** Route middleware; defaults to {@link checkRouteAccess}. */
  checkAccess?: (access: RouteEntry['access'], user: SignedInUser) => boolean;
  /** Route table lookup; defaults to {@link matchRoute}. */
  match?: (pathname: string) => RouteMatch | null;
};

export type NavigationDecision =
  | { kind: 'allow'; route: RouteEntry; params: Record<string, string> }
  | {
      kind: 'redirect';
      to: string;
      external: boolean;
      reason: 'register' | 'login' | 'rule' | 'forbidden';
    }
  | { kind: 'not-found'; path: string }
  | { kind: 'error'; error: Error };

/** Where a visitor without a session goes: back to `fullPath` after sign-in, stale state wiped. */
export function loginRedirectTarget(fullPath: string): string {
  return `/login?${new URLSearchParams({ redirect: fullPath, wipeOut: 'true' }).toString()}`;
}

/**
 * The navigation guard, in order, as a pure decision:
 * 1. `/register` → `/`; 2. public paths skip the login check; 3. no stored user →
 * `/login?redirect=<full path with search and #hash>&wipeOut=true`; 4. decode the access token (malformed → error);
 * 5. server redirect rule (internal or external; lookup failures continue; signed-in only); 6. the route's
 * validate hook → 404; 7. unmatched → 404. Then the route middleware (forbidden → `/`).
 * @param request - target and session
 */
export async function resolveNavigation(request: NavigationRequest): Promise<NavigationDecision> {
  const { pathname, search, storedUser } = request;
  const fullPath = `${pathname}${search}${request.hash ? `#${request.hash}` : ''}`;
  const match = (request.match ?? matchRoute)(pathname);

  if (pathname.replace(/\/+$/, '') === '/register')
    return { kind: 'redirect', to: '/', external: false, reason: 'register' };

  const isPublic = isPublicPath(pathname) || match?.route.access === 'public';
  if (!isPublic) {
    if (!storedUser) {
      return {
        kind: 'redirect',
        to: loginRedirectTarget(fullPath),
        external: false,
        reason: 'login',
      };
    }
    try {
      decodeAccessToken(storedUser.access_token);
    } catch (error) {
      return { kind: 'error', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  // The lookup endpoint needs a session, so a signed-out visitor of a public page skips it
  // instead of paying for a guaranteed 401 on every visit.
  let rule: RedirectRule | null = null;
  if (storedUser) {
    try {
      rule = await request.lookupRedirect(pathname);
    } catch {
      rule = null;
    }
  }
  if (rule && rule.to !== pathname)
    return { kind: 'redirect', to: rule.to, external: rule.external, reason: 'rule' };

  if (!match || !validateRouteParams(match.route, match.params))
    return { kind: 'not-found', path: pathname };

  const checkAccess = request.checkAccess ?? checkRouteAccess;
  if (!isPublic && storedUser && !checkAccess(match.route.access, storedUser)) {
    return { kind: 'redirect', to: '/', external: false, reason: 'forbidden' };
  }
  return { kind: 'allow', route: match.route, params: match.params };
}
