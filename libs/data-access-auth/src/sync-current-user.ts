import { isApiError, type ApiClient } from '@salesdash/data-access-api';
import { fetchCurrentUser } from './fetch-current-user.ts';
import type { JotaiStore } from './jotai-store.ts';
import { readStoredUser } from './read-stored-user.ts';
import { sessionAtom } from './session-atom.ts';

/** Whether `current` holds exactly `next`'s fields with the same values (all are primitives). */
function sameFields(current: object | null, next: Record<string, unknown>): boolean {
  if (!current) return false;
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(current).length &&
    keys.every((key) => Object.is((current as Record<string, unknown>)[key], next[key]))
  );
}

/** How {@link syncCurrentUser} ended. */
export type SyncCurrentUserResult = 'updated' | 'signed-out' | 'skipped';

/**
 * Refreshes the stored profile from `GET /api/auth/me` (names, access, organization may have
 * changed since sign-in), keeping the stored tokens. A deactivated account (`user-disabled`) is
 * signed out; other failures leave the session alone (an expired session is
 * the API client's renewal to handle).
 * @param api - the app's API client
 * @param store - the app's jotai store
 * @param onDisabled - signs the user out; called for `user-disabled`
 */
export async function syncCurrentUser(
  api: ApiClient,
  store: JotaiStore,
  onDisabled: () => void,
): Promise<SyncCurrentUserResult> {
  if (!readStoredUser()) return 'skipped';
  try {
    const profile = await fetchCurrentUser(api);
    // Read the tokens after the answer: a renewal during the call has rotated them.
    const stored = readStoredUser();
    if (!stored || stored.user_id !== profile.user_id) return 'skipped';
    const next = {
      ...profile,
      access_token: stored.access_token,
      refresh_token: stored.refresh_token,
    };
    // An unchanged profile keeps the session object: a new one would re-render every screen
    // reading it (a whole dashboard, on each page load) for nothing.
    if (!sameFields(store.get(sessionAtom), next)) store.set(sessionAtom, next);
    return 'updated';
  } catch (error) {
    if (isApiError(error) && error.code === 'user-disabled') {
      onDisabled();
      return 'signed-out';
    }
    return 'skipped';
  }
}
