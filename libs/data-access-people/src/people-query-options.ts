import type { Billing, PeopleList, PeopleQuery, PendingInviteList } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchBilling, fetchPendingInvites, fetchPeople } from './people-calls.ts';
import { peopleKeys } from './people-keys.ts';

/**
 * Query options of one page of the people table. The previous page stays on screen while the
 * next loads, so paging and searching do not flash an empty table.
 */
export function peopleQueryOptions(
  api: ApiClient,
  query: PeopleQuery = {},
): ApiQueryOptions<PeopleList, ReturnType<typeof peopleKeys.list>> {
  return queryOptions({
    queryKey: peopleKeys.list(query),
    queryFn: () => fetchPeople(api, query),
    placeholderData: (previous) => previous,
  });
}

/** Query options of the pending invites one manages. */
export function pendingInvitesQueryOptions(
  api: ApiClient,
): ApiQueryOptions<PendingInviteList, ReturnType<typeof peopleKeys.invites>> {
  return queryOptions({
    queryKey: peopleKeys.invites(),
    queryFn: () => fetchPendingInvites(api),
  });
}

/** Query options of the billing page's seats (admins). */
export function billingQueryOptions(
  api: ApiClient,
  organizationId: number,
): ApiQueryOptions<Billing, ReturnType<typeof peopleKeys.billing>> {
  return queryOptions({
    queryKey: peopleKeys.billing(organizationId),
    queryFn: () => fetchBilling(api, organizationId),
  });
}
