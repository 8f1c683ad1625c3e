import type {
  MetricDifference,
  MetricValues,
  Pagination,
  TeamMemberSortField,
  TeamMembersQuery,
} from '@salesdash/api-contract';

/** What orders a member: their name and id, and their figures (or those the order needs). */
type Sortable = {
  user_id: number;
  display_name: string;
  current: MetricValues;
  difference: MetricDifference;
};

type MemberSort = { field: TeamMemberSortField; order: 'asc' | 'desc' };

/**
 * What a column sorts by: the name (case folded), a figure of the range, or the change of total
 * cash, where "new" and "—" (no previous cash) sort below every number.
 */
function sortValue(member: Sortable, field: TeamMemberSortField): number | string {
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
export function sortMembers<T extends Sortable>(members: readonly T[], sort: MemberSort): T[] {
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

/** The rows of `query`'s page of `sorted`, and the pages of all of them. */
export function pageOf<T>(
  sorted: readonly T[],
  query: Pick<TeamMembersQuery, 'page' | 'limit'>,
): { rows: T[]; pagination: Pagination } {
  const start = (query.page - 1) * query.limit;
  const totalCount = sorted.length;
  return {
    rows: sorted.slice(start, start + query.limit),
    pagination: {
      hasNextPage: start + query.limit < totalCount,
      totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}
