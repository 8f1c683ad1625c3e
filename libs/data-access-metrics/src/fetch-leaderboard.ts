import {
  leaderboardSchema,
  successEnvelope,
  type Leaderboard,
  type LeaderboardQueryInput,
} from '@salesdash/api-contract';
import { loadOrThrow, searchParamsOf, type ApiClient } from '@salesdash/data-access-api';
import type { DayRange } from './dashboard-subject.ts';

const responseSchema = successEnvelope(leaderboardSchema);

/**
 * The query of the leaderboard call (spec §7): the range, and `role` as comma-joined sales role
 * ids only when some are selected, in a stable order (one cache entry per board).
 * @param range - the period's days, both ends inclusive
 * @param roles - the selected sales role ids; none for every role
 */
export function leaderboardQueryOf(
  range: DayRange,
  roles: readonly number[] = [],
): LeaderboardQueryInput {
  const query: LeaderboardQueryInput = { startDate: range.startDate, endDate: range.endDate };
  if (roles.length > 0) query.role = [...new Set(roles)].sort((a, b) => a - b).join(',');
  return query;
}

/**
 * The organization's leaderboard through `GET /api/metrics/users/leaderboard`: every category
 * of domain §5 in order, each ranked (the first three with a place). On a leaderboard share
 * page the client sends the link's token.
 * @throws LoadError 'Failed to load Leaderboards' (spec §8), the API error as its cause
 */
export function fetchLeaderboard(
  api: ApiClient,
  query: LeaderboardQueryInput,
): Promise<Leaderboard> {
  return loadOrThrow('Failed to load Leaderboards', async () => {
    const body = await api
      .get('metrics/users/leaderboard', { searchParams: searchParamsOf(query) })
      .json();
    return responseSchema.parse(body).data;
  });
}
