import ky, { type KyInstance } from 'ky';
import { toApiError } from './to-api-error.ts';

export type ApiClientOptions = {
  /** Runtime-config `apiBaseUrl`, e.g. `/api` or `https://api.example.com/api`. */
  baseUrl: string;
  /** The signed-in user's access token, read at request time (null when signed out). */
  getToken: () => string | null | undefined;
  /**
   * Share pages send `x-share-token` instead of the user's identity (spec §6). When this returns
   * a token, the bearer header is left out.
   */
  getShareToken?: () => string | null | undefined;
  /** Injected fetch, for tests and non-browser hosts. */
  fetch?: typeof fetch;
};

/** The HTTP client every data-access lib receives from its caller. */
export type ApiClient = KyInstance;

/**
 * Creates the ky instance for the API: base URL, bearer or share token, JSON bodies, and errors
 * thrown as `ApiError` with the server's message and code. Calls use paths without a leading
 * slash, e.g. `api.post('auth/login', { json })`.
 *
 * Issue 5 adds the single-flight refresh on 401 as an `afterResponse` hook here (the seam is
 * `hooks.afterResponse`), so callers do not change.
 * @param options - base URL and token getters
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return ky.create({
    prefix: options.baseUrl,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const shareToken = options.getShareToken?.();
          if (shareToken) {
            request.headers.set('x-share-token', shareToken);
            return;
          }
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [({ error }) => toApiError(error)],
    },
  });
}
