import {
  defaultTeamMemberSort,
  minSearchLength,
  teamMemberSortFields,
  type TeamMemberSortField,
  type TeamMembersQueryInput,
  type TeamQueryInput,
} from '@salesdash/api-contract';
import { useTablePageSortAndSearch, type TableViewBinding } from '@salesdash/ui-kit';

/** Members a page (10 rows a page). */
export const membersPageSize = 10;

/** The members table's params in the page's URL: `members.page`, `members.sort`, `members.q`. */
const prefix = 'members.';

/**
 * The members table's page, order and search, in the page's URL when it binds its view (a
 * reload or a copied link opens the same page), else in memory.
 */
export function useMembersView(binding: TableViewBinding | undefined) {
  return useTablePageSortAndSearch(binding, prefix, teamMemberSortFields, defaultTeamMemberSort);
}

type MembersView = Pick<ReturnType<typeof useMembersView>, 'page' | 'sort' | 'search'>;

/** The first page in the first order, no search: what the route's loader warms. */
export const firstMembersView: MembersView = {
  page: 1,
  sort: defaultTeamMemberSort,
  search: '',
};

/**
 * The members call of a team query and the table's view. A search of one letter is left out:
 * the API refuses it (it matches nearly everyone), and the table shows everyone until the
 * second letter rather than an error.
 */
export function membersQueryOf(query: TeamQueryInput, view: MembersView): TeamMembersQueryInput {
  const members: TeamMembersQueryInput = {
    ...query,
    page: String(view.page),
    limit: String(membersPageSize),
    sortField: view.sort.field as TeamMemberSortField,
    sortOrder: view.sort.order,
  };
  if (view.search.length >= minSearchLength) members.search = view.search;
  return members;
}
