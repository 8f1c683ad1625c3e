import { readStoredUser, signOut } from '@salesdash/data-access-auth';
import { toast } from '@salesdash/ui-kit';
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '../router-context.ts';
import { lookupRedirect } from './lookup-redirect.ts';
import { resolveNavigation } from './resolve-navigation.ts';

/** Message of the generic error page. */
export const internalServerErrorMessage = 'Internal Server Error';

/** Shown when route middleware turns a user away. */
export const forbiddenToastMessage = "You don't have access to that page.";

const never = () => new Promise<never>(() => undefined);

/**
 * Applies {@link resolveNavigation} inside the root route's beforeLoad: throws TanStack's
 * redirect / notFound, or the generic error after signing out. Side effects (toasts, external
 * navigation, reloads) are skipped for hover preloads.
 * @param options - the target location, router context and whether this is a preload
 */
export async function runNavigationGuard(options: {
  location: ParsedLocation;
  context: RouterContext;
  preload: boolean;
  /** Full page load; injectable for tests. */
  assign?: (url: string) => void;
}): Promise<void> {
  const { location, context, preload } = options;
  const assign = options.assign ?? ((url: string) => window.location.assign(url));

  if (!preload && context.buildWatcher.isStale()) {
    // A newer build is deployed: load the target as a full page so it runs the new bundle.
    assign(location.href);
    return never();
  }

  const decision = await resolveNavigation({
    pathname: location.pathname,
    search: location.searchStr,
    hash: location.hash,
    storedUser: readStoredUser(),
    // A share page speaks only with its link: the visitor's session makes no call there, not
    // even this one (docs/decisions/0034-one-share-credential.md).
    lookupRedirect: (pathname) =>
      pathname.startsWith('/share/')
        ? Promise.resolve(null)
        : lookupRedirect(context.api, pathname),
  });

  switch (decision.kind) {
    case 'allow':
      return;
    case 'redirect':
      if (decision.external) {
        if (preload) return;
        assign(decision.to);
        return never();
      }
      if (decision.reason === 'forbidden' && !preload) toast.error(forbiddenToastMessage);
      throw redirect({ href: decision.to, replace: true });
    case 'not-found':
      throw notFound();
    case 'error':
      if (!preload) {
        signOut(context.store, { api: context.api });
        context.queryClient.clear();
      }
      throw new Error(internalServerErrorMessage, { cause: decision.error });
  }
}
