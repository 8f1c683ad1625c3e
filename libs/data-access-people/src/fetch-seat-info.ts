import { seatInfoSchema, successEnvelope, type SeatInfo } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(seatInfoSchema);

/**
 * Seats of an organization through `GET /api/organizations/:id/seat-count`; `used` counts
 * active users and pending invites.
 * @param api - the app's API client
 * @param organizationId - the signed-in user's `organization_id`
 */
export async function fetchSeatInfo(api: ApiClient, organizationId: number): Promise<SeatInfo> {
  const body = await api.get(`organizations/${organizationId}/seat-count`).json();
  return responseSchema.parse(body).data;
}
