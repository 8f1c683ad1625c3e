import { invitationSchema, successEnvelope, type Invitation } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(invitationSchema);

/**
 * Who an invite link (`/complete-registration?token=<token>`) is for, through
 * `GET /api/auth/invite/:token`.
 * @param api - the app's API client
 * @param token - the link's token
 * @returns email, names, organization and expiry of the invitation
 * @throws ApiError `expired-action-code` / `invalid-action-code` (400) for a stale or used link
 */
export async function getInvitation(api: ApiClient, token: string): Promise<Invitation> {
  const body = await api.get(`auth/invite/${encodeURIComponent(token)}`).json();
  return responseSchema.parse(body).data;
}
