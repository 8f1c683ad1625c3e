/**
 * The `redirect` query of /login as a same-origin path, or `/` when absent or unsafe (an absolute
 * or protocol-relative URL would turn the login page into an open redirect).
 * @param value - the raw query value
 */
export function safeRedirectTarget(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  if (value === '/login' || value.startsWith('/login?') || value === '/register') return '/';
  return value;
}
