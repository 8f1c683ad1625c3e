import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import type { DateRangeValue, TableViewBinding } from '@salesdash/ui-kit';
import { useState, type ReactNode } from 'react';
import type { TeamChoice } from '../parse-team-choice.ts';
import { TeamDashboard } from '../team-dashboard.tsx';
import { teamRoutes, type TeamRoutesOptions } from './team-routes.ts';

const november: DateRangeValue = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  preset: 'thisMonth',
};

const link = (href: string, children: ReactNode) => (
  <a href={href} className="font-medium text-brand">
    {children}
  </a>
);

/**
 * The team dashboard on a fake API, with the range and filters in state as the route keeps
 * them in the URL. Stories and tests.
 */
export function TeamDashboardHarness({
  options,
  initialChoice = {},
  onChoiceChange,
  tableView,
}: {
  options?: TeamRoutesOptions;
  initialChoice?: TeamChoice;
  onChoiceChange?: (choice: TeamChoice) => void;
  /** The page's URL for the tables' order and search; in memory without it. */
  tableView?: TableViewBinding;
}) {
  const [fake] = useState(() =>
    createFakeApiClient(teamRoutes(options), { getToken: () => 'user-token' }),
  );
  const [range, setRange] = useState(november);
  const [choice, setChoice] = useState(initialChoice);
  return (
    <ApiTestProviders api={fake.api}>
      <TeamDashboard
        range={range}
        onRangeChange={setRange}
        choice={choice}
        onChoiceChange={(next) => {
          setChoice(next);
          onChoiceChange?.(next);
        }}
        renderMemberLink={(userId, children) => link(`/team/member/overview/${userId}`, children)}
        renderProductLink={(productId, children) =>
          link(`/team/product/overview/${productId}`, children)
        }
        today="2026-11-24"
        tableView={tableView}
      />
    </ApiTestProviders>
  );
}
