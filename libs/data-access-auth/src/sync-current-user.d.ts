import { type ApiClient } from '@salesdash/data-access-api';
import type { JotaiStore } from './jotai-store.ts';
/** How {@link syncCurrentUser} ended. */
export type SyncCurrentUserResult = 'updated' | 'signed-out' | 'skipped';
/**
 * Refreshes the stored profile from `GET /api/auth/me` (names, access, organization may have
 * changed since sign-in), keeping the stored tokens. A deactivated account (`user-disabled`) is
 * signed out, as spec §8 asks; other failures leave the session alone (an expired session is
 * the API client's renewal to handle).
 * @param api - the app's API client
 * @param store - the app's jotai store
 * @param onDisabled - signs the user out; called for `user-disabled`
 */
export declare function syncCurrentUser(api: ApiClient, store: JotaiStore, onDisabled: () => void): Promise<SyncCurrentUserResult>;
