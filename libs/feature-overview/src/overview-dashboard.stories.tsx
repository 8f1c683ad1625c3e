import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, success } from '@salesdash/data-access-api/testing';
import type { DateRangeValue } from '@salesdash/ui-kit';
import { useState } from 'react';
import { OverviewDashboard, type OverviewDashboardProps } from './overview-dashboard.tsx';
import {
  allAnswering,
  emptyOverview,
  zeroMetrics,
  type OverviewRoutesOptions,
} from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = {
  options: OverviewRoutesOptions;
  canChangeStatus: boolean;
  customersHidden?: boolean;
  firstScreenHint?: OverviewDashboardProps['firstScreenHint'];
};

function Dashboard({
  canChangeStatus,
  customersHidden = false,
  firstScreenHint,
}: Omit<StoryArgs, 'options'>) {
  const [range, setRange] = useState<DateRangeValue>({
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    preset: 'thisMonth',
  });
  return (
    <OverviewDashboard
      subject={{ kind: 'users', id: 7 }}
      range={range}
      onRangeChange={setRange}
      canChangeStatus={canChangeStatus}
      customersHidden={customersHidden}
      firstScreenHint={firstScreenHint}
      today="2026-11-23"
    />
  );
}

const meta = {
  title: 'feature-overview/OverviewDashboard',
  args: { options: {}, canChangeStatus: false },
  render: ({ options, ...dashboard }) => (
    <WithFakeOverviewApi options={options}>
      <Dashboard {...dashboard} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const AdminWithStatusActions: Story = { args: { canChangeStatus: true } };
/** A share link without customer details: the search boxes name products only. */
export const SharedWithoutCustomerDetails: Story = { args: { customersHidden: true } };
export const Loading: Story = { args: { options: allAnswering('pending') } };
export const Empty: Story = {
  args: { options: { ...emptyOverview, metrics: success(zeroMetrics()) } },
};
/** A rep's own first screen while nothing counts: where figures come from, whom to ask. */
export const FirstScreenOfANewRep: Story = {
  args: {
    options: { ...emptyOverview, metrics: success(zeroMetrics()) },
    firstScreenHint: { access: 4, organizationName: 'Apex Growth Partners' },
  },
};
/** An admin who sells nothing: their own page points to the team's. */
export const FirstScreenOfAnAdmin: Story = {
  args: {
    options: { ...emptyOverview, metrics: success(zeroMetrics()) },
    firstScreenHint: {
      access: 2,
      organizationName: 'Apex Growth Partners',
      teamLink: <a href="#team">Team dashboard</a>,
    },
  },
};
export const Failed: Story = {
  args: { options: allAnswering(failure(503, 'unavailable', 'Service unavailable')) },
};
export const HistoryFailed: Story = {
  args: { options: { history: failure(500, 'internal', 'Internal Server Error') } },
};
