import {
  acknowledgedSchema,
  billingSchema,
  createdInviteSchema,
  orgUserSchema,
  peopleListSchema,
  pendingInviteListSchema,
  successEnvelope,
  type Billing,
  type CreatedInvite,
  type OrgUser,
  type PeopleList,
  type PeopleQuery,
  type PendingInviteList,
  type UpdateUserRequest,
} from '@salesdash/api-contract';
import { searchParamsOf, type ApiClient } from '@salesdash/data-access-api';

/**
 * One page of the people one manages through `GET /api/users/people` (admins: the
 * organization; managers: their team).
 * @param query - page, limit, search (2+ characters), status and order; unset ones left out
 * @throws ApiError with the server's message (403 for employees)
 */
export async function fetchPeople(api: ApiClient, query: PeopleQuery = {}): Promise<PeopleList> {
  const body = await api.get('users/people', { searchParams: searchParamsOf(query) }).json();
  return successEnvelope(peopleListSchema).parse(body).data;
}

/** The pending invites one manages through `GET /api/users/invite/pending`. */
export async function fetchPendingInvites(api: ApiClient): Promise<PendingInviteList> {
  const body = await api.get('users/invite/pending').json();
  return successEnvelope(pendingInviteListSchema).parse(body).data;
}

/**
 * A new 7-day link for a pending invite (`POST /api/users/invite/:id/resend`), mailed when
 * mail is on; the old link stops working.
 */
export async function resendInvite(api: ApiClient, userId: number): Promise<CreatedInvite> {
  const body = await api.post(`users/invite/${userId}/resend`).json();
  return successEnvelope(createdInviteSchema).parse(body).data;
}

/** Revokes a pending invite (`DELETE /api/users/invite/:id`): its link stops, its seat frees. */
export async function revokeInvite(api: ApiClient, userId: number): Promise<void> {
  successEnvelope(acknowledgedSchema).parse(await api.delete(`users/invite/${userId}`).json());
}

/**
 * Changes a person's access level, manager, default sales role or status
 * (`PATCH /api/users/:id`), sending the `version` the form read.
 * @throws ApiError 409 `stale-version` when someone saved since, 409 `last-admin`, 400 naming
 *   the field (`is_active` when no seat is free)
 */
export async function updatePerson(
  api: ApiClient,
  userId: number,
  request: UpdateUserRequest,
): Promise<OrgUser> {
  const body = await api.patch(`users/${userId}`, { json: request }).json();
  return successEnvelope(orgUserSchema).parse(body).data;
}

/** The billing page's seats through `GET /api/organizations/:id/billing` (admins). */
export async function fetchBilling(api: ApiClient, organizationId: number): Promise<Billing> {
  const body = await api.get(`organizations/${organizationId}/billing`).json();
  return successEnvelope(billingSchema).parse(body).data;
}
