import type { ApiClient } from '@salesdash/data-access-api';
import { RESET } from 'jotai/utils';
import type { JotaiStore } from './jotai-store.ts';
import { logout } from './logout.ts';
import { readStoredUser } from './read-stored-user.ts';
import { sessionAtom } from './session-atom.ts';

export type SignOutOptions = {
  /**
   * Also clear stale state left by a previous session: every localStorage key except `keep`, and
   * all of sessionStorage. Used by `/login?wipeOut=true`.
   */
  wipeOut?: boolean;
  /** localStorage keys that are device preferences, not session state. */
  keep?: readonly string[];
  /**
   * sessionStorage keys the wipe-out keeps: state of this tab that must outlive a page load
   * whatever the session, like the app's chunk-reload throttle.
   */
  keepSessionKey?: (key: string) => boolean;
  /**
   * With the API client, the stored refresh token is also revoked on the server
   * (`POST /api/auth/logout`), best effort: the local sign-out never waits for it.
   */
  api?: ApiClient;
};

/** Keys that survive a wipe-out: the colour and chart modes are device preferences. */
export const preservedStorageKeys: readonly string[] = ['color-mode', 'team.chartMode'];

/**
 * Signs out: removes the `user` key and resets the session atom at once, and with `api` asks the
 * server to revoke the refresh token in the background (a failure there changes nothing here).
 * @param store - the app's jotai store
 * @param options - server logout and wipe-out behaviour
 */
export function signOut(store: JotaiStore, options: SignOutOptions = {}): void {
  const refreshToken = options.api ? readStoredUser()?.refresh_token : undefined;
  store.set(sessionAtom, RESET);
  if (options.api && refreshToken) {
    logout(options.api, refreshToken).catch(() => undefined);
  }
  if (!options.wipeOut) return;
  const keep = new Set(options.keep ?? preservedStorageKeys);
  for (const key of Object.keys(localStorage)) {
    if (!keep.has(key)) localStorage.removeItem(key);
  }
  const keepSession = options.keepSessionKey ?? (() => false);
  for (const key of Object.keys(sessionStorage)) {
    if (!keepSession(key)) sessionStorage.removeItem(key);
  }
}
