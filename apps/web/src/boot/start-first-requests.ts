import { earlyResponses, sendEarlyGet } from './early-responses.ts';

/**
 * The requests every page makes first, sent by the boot script: the runtime config (main.tsx
 * waits for it), then, with a stored access token, the session's profile (`syncCurrentUser`) and
 * the navigation guard's redirect lookup. A share page speaks only with its link, so it gets
 * no session request.
 * @param page - the page's address (`location`)
 * @param token - the stored access token, or null when signed out
 */
export function startFirstRequests(
  page: Pick<Location, 'pathname' | 'href'>,
  token: string | null,
): void {
  const responses = earlyResponses();
  const config = sendEarlyGet(responses, new URL('/config.json', page.href).href, {});
  if (token === null || page.pathname.startsWith('/share/')) return;
  void config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((config: unknown) => {
      const base =
        typeof config === 'object' && config !== null && 'apiBaseUrl' in config
          ? String(config.apiBaseUrl)
          : '/api'; // the app's default when the config has none (load-runtime-config.ts)
      const apiUrl = (path: string) =>
        new URL(`${base.replace(/\/$/, '')}/${path}`, page.href).href;
      const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
      sendEarlyGet(responses, apiUrl('auth/me'), headers);
      sendEarlyGet(
        responses,
        apiUrl(`redirects?${new URLSearchParams({ path: page.pathname })}`),
        headers,
      );
    })
    .catch(() => undefined);
}
