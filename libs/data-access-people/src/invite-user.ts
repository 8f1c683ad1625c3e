import {
  createdInviteSchema,
  successEnvelope,
  type CreatedInvite,
  type InviteRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(createdInviteSchema);

/**
 * Invites a person through `POST /api/users/invite` (admins; managers invite employees into
 * their own team). The answer holds a single-use link valid 7 days.
 * @param api - the app's API client
 * @param request - email, names, access level, sales role
 * @returns the pending user, the invite link (root-relative or absolute) and its expiry
 * @throws ApiError `no-seats-available` (409), `email-already-in-use` (409), `forbidden` (403)
 */
export async function inviteUser(api: ApiClient, request: InviteRequest): Promise<CreatedInvite> {
  const body = await api.post('users/invite', { json: request }).json();
  return responseSchema.parse(body).data;
}
