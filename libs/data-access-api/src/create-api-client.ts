import { isApiError } from './api-error.ts';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { toApiError } from './to-api-error.ts';

export type ApiClientOptions = {
  /** Runtime-config `apiBaseUrl`, e.g. `/api` or `https://api.example.com/api`. */
  baseUrl: string;
  /**
   * The signed-in user's access token, read at request time (null when signed out). Leave it
   * out for a client of {@link ApiClientOptions.apiKey} or of a share link.
   */
  getToken?: () => string | null | undefined;
  /**
   * Another team's service (docs/decisions/0054-api-keys.md): every call sends this
   * organization API key (`sdk_…`, made by an admin at /settings/api-keys) as
   * `Authorization: Bearer`, and nothing is ever renewed: a 401 means the key was revoked. The
   * key opens only the routes of its scopes (`metrics:read` for the metrics factories). Its
   * query keys carry the key's prefix (see {@link scopedQueryKey}), never the secret.
   */
  apiKey?: string;
  /**
   * A share page's client: every call sends this `x-share-token` and nothing else,
   * never the visitor's own sign-in, and is never renewed. Its query keys carry the link's
   * scope (see {@link scopedQueryKey}).
   */
  shareToken?: string;
  /**
   * Renews the session after a 401 and returns the new access token, or null when the session
   * cannot be renewed. Parallel 401s share one call. Without it, a 401 is simply thrown. A throw
   * means "could not renew right now" (offline) and keeps the session, except an `ApiError` with
   * code `user-disabled`, which ends it.
   */
  refreshAccessToken?: () => Promise<string | null>;
  /**
   * Called once per refused renewal (`refreshAccessToken` resolved null) and when a bearer
   * request answers 403 `user-disabled`, so the app can sign out.
   */
  onSessionExpired?: (reason: SessionEndReason) => void;
  /** Injected fetch, for tests and non-browser hosts. */
  fetch?: typeof fetch;
};

/** Why the session ended: the renewal was refused, or the account was deactivated. */
export type SessionEndReason = 'session-expired' | 'user-disabled';

/**
 * The HTTP client every data-access lib receives from its caller. `scope` names a share link's
 * client, whose answers must not stand in for anyone else's in the query cache.
 */
export type ApiClient = HttpClient & { readonly scope?: string };

/** Calls that must never trigger a renewal: they are the renewal, or need no session. */
const noRefreshPaths = /\/auth\/(login|refresh|logout)\/?$/;

const isUserDisabled = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === 'user-disabled';

/**
 * Creates the client for the API: base URL, bearer or share token or API key, JSON bodies, and errors
 * thrown as `ApiError` with the server's message and code. Calls use paths without a leading
 * slash, e.g. `api.post('auth/login', { json })`.
 *
 * With `refreshAccessToken`, a 401 on a bearer request renews the session once (one renewal for
 * all requests that fail together) and repeats the request once with the new token; a failed
 * renewal calls `onSessionExpired` and the original 401 is thrown (a renewal that throws, e.g.
 * offline, only throws the 401). A 403 `user-disabled` on a bearer request calls
 * `onSessionExpired` too. Share-token requests and
 * `auth/login|refresh|logout` are never renewed.
 * @param options - base URL, token getters and the session renewal
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let renewal: Promise<string | null> | null = null;

  const renew = (refresh: () => Promise<string | null>): Promise<string | null> => {
    renewal ??= (async () => {
      let token: string | null;
      try {
        token = await refresh();
      } catch (error) {
        if (isApiError(error) && error.code === 'user-disabled') {
          options.onSessionExpired?.('user-disabled');
        }
        // Otherwise the renewal could not run (offline): keep the session, the caller gets the 401.
        return null;
      }
      if (!token) options.onSessionExpired?.('session-expired');
      return token;
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const canRenew = (request: Request) =>
    options.refreshAccessToken != null &&
    options.apiKey === undefined &&
    request.headers.has('authorization') &&
    !request.headers.has('x-share-token') &&
    !noRefreshPaths.test(new URL(request.url).pathname);

  const client = createHttpClient({
    prefix: options.baseUrl,
    fetch: fetchFn,
    beforeRequest: (request) => {
      if (options.shareToken) {
        request.headers.set('x-share-token', options.shareToken);
        return;
      }
      if (options.apiKey) {
        request.headers.set('Authorization', `Bearer ${options.apiKey}`);
        return;
      }
      // A call that brings its own share token (resolving a link) goes without the bearer.
      if (request.headers.has('x-share-token')) return;
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
    afterResponse: async (request, response, resend) => {
      if (options.apiKey) return;
      if (response.status === 403 && request.headers.has('authorization')) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        if (isUserDisabled(body)) options.onSessionExpired?.('user-disabled');
        return;
      }
      if (response.status !== 401 || !options.refreshAccessToken || !canRenew(request)) return;
      const sentToken = request.headers.get('authorization')?.replace(/^Bearer /, '');
      const current = options.getToken?.();
      // Another request already renewed the session while this one was in flight.
      const token =
        current && current !== sentToken ? current : await renew(options.refreshAccessToken);
      if (!token) return;
      return resend({ Authorization: `Bearer ${token}` });
    },
    beforeError: toApiError,
  });
  if (options.shareToken) return Object.assign(client, { scope: `share:${options.shareToken}` });
  // The key's first characters (`sdk_` and 4 more, as the key list shows them): enough to keep
  // two keys' answers apart in one cache, without the secret in every query key.
  if (options.apiKey)
    return Object.assign(client, { scope: `api-key:${options.apiKey.slice(0, 8)}` });
  return client;
}
