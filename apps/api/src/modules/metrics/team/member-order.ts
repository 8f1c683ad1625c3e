import {
  defaultTeamMemberSort,
  type Pagination,
  type TeamMember,
  type TeamMemberSortField,
  type TeamMembersQuery,
} from '@salesdash/api-contract';

type MemberSort = { field: TeamMemberSortField; order: 'asc' | 'desc' };

/**
 * What a column sorts by: the name (case folded), a figure of the range, or the change of total
 * cash, where "new" and "—" (no previous cash) sort below every number.
 */
function sortValue(member: TeamMember, field: TeamMemberSortField): number | string {
  switch (field) {
    case 'name':
      return member.display_name.toLowerCase();
    case 'change':
      return member.difference.cash.totalCash ?? Number.NEGATIVE_INFINITY;
    default:
      return member.current[field];
  }
}

/**
 * `members` in `sort`'s order. Ties fall back to the name, then the id, in the same direction
 * whichever way the column sorts, so every member is on exactly one page.
 */
export function sortMembers(members: readonly TeamMember[], sort: MemberSort): TeamMember[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  const keyed = members.map((member) => ({ member, key: sortValue(member, sort.field) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? // -Infinity less -Infinity is NaN: equal keys compare as a tie.
          a.key === b.key
          ? 0
          : a.key - b.key
        : String(a.key).localeCompare(String(b.key));
    return (
      order * direction ||
      a.member.display_name.localeCompare(b.member.display_name) ||
      a.member.user_id - b.member.user_id
    );
  });
  return keyed.map(({ member }) => member);
}

/** One page of `members` as `query` asks: its order, page and size (domain §8). */
export function memberPage(
  members: readonly TeamMember[],
  query: Pick<TeamMembersQuery, 'page' | 'limit' | 'sortField' | 'sortOrder'>,
): { users: TeamMember[]; pagination: Pagination } {
  const sorted = sortMembers(members, {
    field: query.sortField ?? defaultTeamMemberSort.field,
    order: query.sortOrder,
  });
  const start = (query.page - 1) * query.limit;
  const totalCount = sorted.length;
  return {
    users: sorted.slice(start, start + query.limit),
    pagination: {
      hasNextPage: start + query.limit < totalCount,
      totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}
