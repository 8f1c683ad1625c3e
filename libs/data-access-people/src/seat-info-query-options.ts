import type { SeatInfo } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchSeatInfo } from './fetch-seat-info.ts';

/** Query-key tree of an organization's seats (an invite or a deactivation moves them). */
export const seatKeys = {
  all: ['org', 'seats'] as const,
  organization: (organizationId: number) => [...seatKeys.all, organizationId] as const,
};

/**
 * Query options of an organization's seats (`GET /api/organizations/:id/seat-count`). Always
 * stale: the count is read when an invite form opens and must not hide a seat just taken.
 * @param api - the app's API client
 * @param organizationId - the signed-in user's `organization_id`
 */
export function seatInfoQueryOptions(
  api: ApiClient,
  organizationId: number,
): ApiQueryOptions<SeatInfo, ReturnType<typeof seatKeys.organization>> {
  return queryOptions({
    queryKey: seatKeys.organization(organizationId),
    queryFn: () => fetchSeatInfo(api, organizationId),
  });
}
