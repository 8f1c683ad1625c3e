import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import {
  parseTeamChoice,
  preloadTeamDashboard,
  TeamDashboard,
  type TeamChoice,
} from '@salesdash/feature-team';
import { PageHeader } from '@salesdash/ui-kit';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { dashboardRangeOf } from '../../dashboard-range/dashboard-range-of.ts';
import { dashboardRangeSearch } from '../../dashboard-range/dashboard-range-search.ts';
import { useDashboardRange } from '../../dashboard-range/use-dashboard-range.ts';
import { useTableView } from '../../table-view/use-table-view.ts';

export const Route = createFileRoute('/team/')({
  staticData: { routeName: 'team' },
  // The range and the four filters live in the URL: a link reopens the same view, and back and
  // forward step through filter changes.
  validateSearch: (search: Record<string, unknown>) => ({
    ...dashboardRangeSearch(search),
    ...parseTeamChoice(search),
  }),
  // The raw search, parsed again here rather than handed over by `loaderDeps`: what a route
  // declares outside its split chunk loads with every page (the first load's budget).
  loader: ({ context: { queryClient, api }, location: { search } }) =>
    preloadTeamDashboard(
      queryClient,
      api,
      dashboardRangeOf(dashboardRangeSearch(search)),
      parseTeamChoice(search),
    ),
  component: TeamPage,
});

const linkClass =
  'truncate font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function TeamPage() {
  const user = useAtomValue(sessionAtom);
  const [range, setRange] = useDashboardRange();
  const tableView = useTableView();
  const search = Route.useSearch();
  const { product, manager, status, role } = search;
  // A member's or product's page opens on the same days, not with this page's table params.
  const rangeSearch = dashboardRangeSearch(search);
  const navigate = useNavigate();
  const choice: TeamChoice = { product, manager, status, role };

  const changeChoice = (next: TeamChoice) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { product: _p, manager: _m, status: _s, role: _r, ...kept } = previous;
        return {
          ...kept,
          ...Object.fromEntries(Object.entries(next).filter(([, ids]) => ids !== undefined)),
        };
      },
    });

  const scope = user?.access === accessLevels.manager ? 'Your team' : 'The whole organization';
  return (
    <>
      <PageHeader
        title="Team dashboard"
        description={`${scope}: which product and which rep drove the range, against the one before.`}
      />
      <TeamDashboard
        range={range}
        onRangeChange={setRange}
        choice={choice}
        onChoiceChange={changeChoice}
        tableView={tableView}
        renderMemberLink={(userId: number, children: ReactNode) => (
          <Link
            to="/team/member/overview/$user_id"
            params={{ user_id: String(userId) }}
            search={rangeSearch}
            className={linkClass}
          >
            {children}
          </Link>
        )}
        renderProductLink={(productId: number, children: ReactNode) => (
          <Link
            to="/team/product/overview/$product_id"
            params={{ product_id: String(productId) }}
            search={rangeSearch}
            className={linkClass}
          >
            {children}
          </Link>
        )}
      />
    </>
  );
}
