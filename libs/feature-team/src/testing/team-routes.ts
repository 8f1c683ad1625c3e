import type { TeamMember } from '@salesdash/api-contract';
import {
  exampleMetrics,
  exampleTeamFilters,
  exampleTeamMembers,
  exampleTeamProducts,
  success,
  type FakeAnswer,
  type FakeRoute,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the team endpoints answer in a story or test; data unless given. */
export type TeamRoutesOptions = {
  filters?: FakeAnswer;
  /** An answer, or the route itself (one that reads the query). */
  dashboard?: FakeRoute;
  products?: FakeRoute;
  /** An answer, or the route itself; else the example members, paged as the API pages them. */
  users?: FakeRoute;
  download?: FakeAnswer;
};

/** Every team load answering `answer` (e.g. 'pending' or a failure). */
export const allTeamAnswering = (answer: FakeAnswer): TeamRoutesOptions => ({
  filters: answer,
  dashboard: answer,
  products: answer,
  users: answer,
});

/** A fake team API: the example team of data-access-api/testing unless `options` say else. */
export function teamRoutes(options: TeamRoutesOptions = {}): FakeRoutes {
  return {
    'GET metrics/team/filters': options.filters ?? success(exampleTeamFilters()),
    'GET metrics/team/dashboard': options.dashboard ?? success(exampleMetrics()),
    'GET metrics/team/products': options.products ?? success(exampleTeamProducts()),
    'GET metrics/team/users': options.users ?? pagedMembers(exampleTeamMembers().users),
    'GET metrics/team/dashboard/download': options.download ?? {
      status: 200,
      body: 'workbook',
      headers: {
        'content-disposition':
          'attachment; filename="team-dashboard_2026-11-01_to_2026-11-30.xlsx"',
      },
    },
  };
}

/**
 * `members` answered as `GET /api/metrics/team/users` pages them: searched by name,
 * sorted by the asked column (ties by name), `limit` a page.
 */
export function pagedMembers(members: readonly TeamMember[]): FakeRoute {
  return ({ query }) => {
    const field = query.get('sortField') ?? 'totalCash';
    const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
    const page = Number(query.get('page') ?? '1');
    const limit = Number(query.get('limit') ?? '10');
    const needle = (query.get('search') ?? '').toLowerCase();
    const valueOf = (row: TeamMember): number | string =>
      field === 'name'
        ? row.display_name.toLowerCase()
        : field === 'change'
          ? (row.difference.cash.totalCash ?? Number.NEGATIVE_INFINITY)
          : row.current[field as keyof TeamMember['current']];
    const found = members
      .filter((row) => row.display_name.toLowerCase().includes(needle))
      .sort((a, b) => {
        const left = valueOf(a);
        const right = valueOf(b);
        const order =
          typeof left === 'number' && typeof right === 'number'
            ? left - right
            : String(left).localeCompare(String(right));
        return order * direction || a.display_name.localeCompare(b.display_name);
      });
    const start = (page - 1) * limit;
    return success(
      exampleTeamMembers({
        users: found.slice(start, start + limit),
        pagination: {
          hasNextPage: start + limit < found.length,
          totalCount: found.length,
          totalPages: Math.ceil(found.length / limit),
        },
      }),
    );
  };
}
