import type { ApiClient } from '@salesdash/data-access-api';
import type { JotaiStore } from './jotai-store.ts';
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
export declare const preservedStorageKeys: readonly string[];
/**
 * Signs out: removes the `user` key and resets the session atom at once, and with `api` asks the
 * server to revoke the refresh token in the background (a failure there changes nothing here).
 * @param store - the app's jotai store
 * @param options - server logout and wipe-out behaviour
 */
export declare function signOut(store: JotaiStore, options?: SignOutOptions): void;
