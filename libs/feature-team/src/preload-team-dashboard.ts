import type { ApiClient } from '@salesdash/data-access-api';
import {
  teamDashboardQueryOptions,
  teamFiltersQueryOptions,
  teamMembersQueryOptions,
  teamProductsQueryOptions,
  teamQueryOf,
  type DayRange,
} from '@salesdash/data-access-metrics';
import type { QueryClient } from '@tanstack/react-query';
import { firstMembersView, membersQueryOf } from './members-view.ts';
import type { TeamChoice } from './parse-team-choice.ts';
import { selectionOf } from './team-choice.ts';

/**
 * A route loader's start of `TeamDashboard`'s first screen: the filters' options and the cards',
 * products' and members' queries for the selection the dashboard first asks for (the options'
 * defaults once they are cached, else the choice as it stands), with the same options it reads.
 */
export function preloadTeamDashboard(
  queryClient: QueryClient,
  api: ApiClient,
  range: DayRange,
  choice: TeamChoice,
): void {
  const filters = teamFiltersQueryOptions(api);
  void queryClient.prefetchQuery(filters);
  const query = teamQueryOf(range, selectionOf(choice, queryClient.getQueryData(filters.queryKey)));
  void queryClient.prefetchQuery(teamDashboardQueryOptions(api, query));
  void queryClient.prefetchQuery(teamProductsQueryOptions(api, query));
  // The members table's first page in its first order, the view a link to /team opens.
  void queryClient.prefetchQuery(
    teamMembersQueryOptions(api, membersQueryOf(query, firstMembersView)),
  );
}
