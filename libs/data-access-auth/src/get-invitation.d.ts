import { type Invitation } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';
/**
 * Who an invite link (`/complete-registration?token=<token>`) is for, through
 * `GET /api/auth/invite/:token`.
 * @param api - the app's API client
 * @param token - the link's token
 * @returns email, names, organization and expiry of the invitation
 * @throws ApiError `expired-action-code` / `invalid-action-code` (400) for a stale or used link
 */
export declare function getInvitation(api: ApiClient, token: string): Promise<Invitation>;
