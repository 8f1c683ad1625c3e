import { RESET } from 'jotai/utils';
import type { createStore } from 'jotai';
import { sessionAtom } from './session-atom.ts';

type JotaiStore = ReturnType<typeof createStore>;

export type SignOutOptions = {
  /**
   * Also clear stale state left by a previous session: every localStorage key except `keep`, and
   * all of sessionStorage. Used by `/login?wipeOut=true`.
   */
  wipeOut?: boolean;
  /** localStorage keys that are device preferences, not session state. */
  keep?: readonly string[];
};

/** Keys that survive a wipe-out: the colour mode is a device preference. */
export const preservedStorageKeys: readonly string[] = ['color-mode'];

/**
 * Signs out locally: removes the `user` key and resets the session atom. The server-side logout
 * call (refresh-token revocation) joins this in issue 5.
 * @param store - the app's jotai store
 * @param options - wipe-out behaviour
 */
export function signOut(store: JotaiStore, options: SignOutOptions = {}): void {
  store.set(sessionAtom, RESET);
  if (!options.wipeOut) return;
  const keep = new Set(options.keep ?? preservedStorageKeys);
  for (const key of Object.keys(localStorage)) {
    if (!keep.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
