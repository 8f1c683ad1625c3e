const publicPrefixes = ['/share/employee/', '/share/product/', '/share/leaderboard/'];
// `/share/employee` and `/share/product` are public too: without a slug they show the 404 page,
// not the sign-in redirect. The leaderboard's share page is an office TV's: no sign-in either.
const publicPaths = new Set([
  '/login',
  '/register',
  '/complete-registration',
  '/hero',
  '/share/employee',
  '/share/product',
  '/share/leaderboard',
]);

/**
 * Public paths, which skip the login check (the navigation guard's step 2).
 * @param pathname - the URL path
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(path) || publicPrefixes.some((prefix) => path.startsWith(prefix));
}
