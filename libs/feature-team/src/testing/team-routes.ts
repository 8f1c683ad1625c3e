import {
  exampleMetrics,
  exampleTeamFilters,
  exampleTeamMembers,
  exampleTeamProducts,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the team endpoints answer in a story or test; data unless given. */
export type TeamRoutesOptions = {
  filters?: FakeAnswer;
  dashboard?: FakeAnswer;
  products?: FakeAnswer;
  users?: FakeAnswer;
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
    'GET metrics/team/users': options.users ?? success(exampleTeamMembers()),
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
