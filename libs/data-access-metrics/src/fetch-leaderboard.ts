import {
  leaderboardPageSchema,
  leaderboardSchema,
  successEnvelope,
  type Leaderboard,
  type LeaderboardMetric,
  type LeaderboardPage,
  type LeaderboardPageQueryInput,
  type LeaderboardQueryInput,
} from '@salesdash/api-contract';
import { loadOrThrow, searchParamsOf, type ApiClient } from '@salesdash/data-access-api';
import type { DayRange } from './dashboard-subject.ts';

const responseSchema = successEnvelope(leaderboardSchema);

/**
 * The query of the leaderboard call: the range, and `role` as comma-joined sales role
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
 * The organization's leaderboard through `GET /api/metrics/users/leaderboard`: every category in
 * order (docs/product-rules.md#leaderboard), each with its first ten (ranked, the first three with
 * a place), the caller's own entry wherever it ranks and the count. On a leaderboard share page the
 * client sends the link's token, and no category has a caller entry.
 * @throws LoadError 'Failed to load Leaderboards', the API error as its cause
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

const pageResponseSchema = successEnvelope(leaderboardPageSchema);

/**
 * One page of one category's whole ranking ("Show all") through
 * `GET /api/metrics/users/leaderboard/:metric`: the board's range and roles, `page` from 1 and
 * `limit` (10 by default, at most 100), with the tables' pagination.
 * @throws LoadError 'Failed to load Leaderboards', the API error as its cause
 */
export function fetchLeaderboardPage(
  api: ApiClient,
  metric: LeaderboardMetric,
  query: LeaderboardPageQueryInput,
): Promise<LeaderboardPage> {
  return loadOrThrow('Failed to load Leaderboards', async () => {
    const body = await api
      .get(`metrics/users/leaderboard/${metric}`, { searchParams: searchParamsOf(query) })
      .json();
    return pageResponseSchema.parse(body).data;
  });
}
