import type { Invitation } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
/**
 * The invitation behind an invite link (`GET /api/auth/invite/:token`). An invitation does not
 * change while its page is open, so it is read once; a used or stale link fails with a 400.
 * @param api - the app's API client
 * @param token - the link's token
 */
export declare function invitationQueryOptions(api: ApiClient, token: string): ApiQueryOptions<Invitation, readonly ['auth', 'invitation', string]>;
