import type { SignedInUser } from '@salesdash/api-contract';
import { isApiError, type ApiClient } from '@salesdash/data-access-api';
import { readStoredUser } from './read-stored-user.ts';
import { refreshSession } from './refresh-session.ts';
import { sessionAtom } from './session-atom.ts';
import type { JotaiStore } from './jotai-store.ts';

/**
 * Renews the stored session: reads the LATEST stored refresh token (another tab may have
 * rotated it), exchanges it through `POST /api/auth/refresh` and stores the rotated tokens under
 * `user`. Pass it as `refreshAccessToken` of `createApiClient`, which runs one renewal at a time.
 * @param api - the app's API client
 * @param store - the app's jotai store
 * @returns the new access token, or null when the server refused (signed out elsewhere, token
 *   reused or expired, account disabled) or nobody is signed in
 * @throws ApiError `network-request-failed` when the server could not be reached, or a 5xx while
 *   it restarts or its database is away (neither a reason to sign out), `user-disabled` when
 *   the account was deactivated
 */
export async function refreshStoredSession(
  api: ApiClient,
  store: JotaiStore,
): Promise<string | null> {
  const before = readStoredUser();
  if (!before) return null;
  return withRefreshLock(async () => {
    // Another tab may have renewed while this one waited for the lock: reuse its session
    // instead of presenting a rotated token, which the server treats as theft.
    const stored = readStoredUser();
    if (!stored) return null;
    if (stored.refresh_token !== before.refresh_token) return stored.access_token;
    return renew(api, store, stored);
  });
}

/**
 * Runs one renewal at a time across the browser's tabs (Web Locks), so two tabs never present
 * the same refresh token; without Web Locks (old browsers, tests) it runs directly.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('salesdash:session-refresh', task) : task();
}

async function renew(
  api: ApiClient,
  store: JotaiStore,
  stored: SignedInUser,
): Promise<string | null> {
  try {
    const renewed = await refreshSession(api, stored.refresh_token);
    store.set(sessionAtom, renewed);
    return renewed.access_token;
  } catch (error) {
    // Offline or a server that cannot answer now (503 while its database restarts) keeps the
    // session; a deactivated account must end it with its own message.
    if (
      isApiError(error) &&
      (error.status === 0 || error.status >= 500 || error.code === 'user-disabled')
    )
      throw error;
    // Another tab may have renewed with the same token a moment earlier: use its session.
    const latest = readStoredUser();
    if (latest && latest.refresh_token !== stored.refresh_token) return latest.access_token;
    return null;
  }
}
