import type { Profile } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
/** Query-key tree of the signed-in person's own records. */
export declare const profileKeys: {
    all: readonly ["profile"];
    own: () => readonly ["profile", "own"];
};
/**
 * Query options of the signed-in person's profile (`GET /api/profile`). Always read afresh
 * when a form opens: its version decides whether a save is stale.
 * @param api - the app's API client
 */
export declare function profileQueryOptions(api: ApiClient): ApiQueryOptions<Profile, ReturnType<typeof profileKeys.own>>;
