import type {
  TeamDashboard,
  TeamFilterOptions,
  TeamMembers,
  TeamMembersQueryInput,
  TeamProducts,
  TeamQueryInput,
} from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchTeamDashboard,
  fetchTeamFilters,
  fetchTeamMembers,
  fetchTeamProducts,
} from './fetch-team.ts';
import { metricsKeys } from './metrics-keys.ts';

/** The filter options change only with people and products: kept fresh for a few minutes. */
const filtersStaleMs = 5 * 60_000;

/**
 * Query options of the team filters' options.
 * @param api - the app's API client
 */
export function teamFiltersQueryOptions(
  api: ApiClient,
): ApiQueryOptions<TeamFilterOptions, ReturnType<typeof metricsKeys.teamFilters>> {
  return queryOptions({
    queryKey: metricsKeys.teamFilters(),
    queryFn: () => fetchTeamFilters(api),
    staleTime: filtersStaleMs,
  });
}

/**
 * Query options of the team's metrics for a query (range and filters).
 * @param api - the app's API client
 * @param query - from `teamQueryOf`, so one view is one cache entry
 */
export function teamDashboardQueryOptions(
  api: ApiClient,
  query: TeamQueryInput,
): ApiQueryOptions<TeamDashboard, ReturnType<typeof metricsKeys.teamView>> {
  return queryOptions({
    queryKey: metricsKeys.teamView('dashboard', query),
    queryFn: () => fetchTeamDashboard(api, query),
  });
}

/**
 * Query options of the team's products for a query.
 * @param api - the app's API client
 * @param query - from `teamQueryOf`
 */
export function teamProductsQueryOptions(
  api: ApiClient,
  query: TeamQueryInput,
): ApiQueryOptions<TeamProducts, ReturnType<typeof metricsKeys.teamView>> {
  return queryOptions({
    queryKey: metricsKeys.teamView('products', query),
    queryFn: () => fetchTeamProducts(api, query),
  });
}

/**
 * Query options of one page of the team's members: one cache entry per page, order and search.
 * @param api - the app's API client
 * @param query - from `teamQueryOf`, with the table's page, sort and search
 */
export function teamMembersQueryOptions(
  api: ApiClient,
  query: TeamMembersQueryInput,
): ApiQueryOptions<TeamMembers, ReturnType<typeof metricsKeys.teamView>> {
  return queryOptions({
    queryKey: metricsKeys.teamView('users', query),
    queryFn: () => fetchTeamMembers(api, query),
  });
}
