const publicPrefixes = ['/share/employee/', '/share/product/'];
const publicPaths = new Set(['/login', '/register', '/complete-registration', '/hero']);

/**
 * Public paths of spec §4 step 2, which skip the login check.
 * @param pathname - the URL path
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(path) || publicPrefixes.some((prefix) => path.startsWith(prefix));
}
