import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleMetrics, failure, success } from '@salesdash/data-access-api/testing';
import type { DateRangeValue } from '@salesdash/ui-kit';
import { useState } from 'react';
import { OverviewDashboard } from './overview-dashboard.tsx';
import {
  allAnswering,
  emptyOverview,
  type OverviewRoutesOptions,
} from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = {
  options: OverviewRoutesOptions;
  canChangeStatus: boolean;
  customersHidden?: boolean;
};

function Dashboard({
  canChangeStatus,
  customersHidden = false,
}: {
  canChangeStatus: boolean;
  customersHidden?: boolean;
}) {
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
      today="2026-11-23"
    />
  );
}

const meta = {
  title: 'feature-overview/OverviewDashboard',
  args: { options: {}, canChangeStatus: false },
  render: ({ options, canChangeStatus, customersHidden }) => (
    <WithFakeOverviewApi options={options}>
      <Dashboard canChangeStatus={canChangeStatus} customersHidden={customersHidden} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const zeroMetrics = () => {
  const metrics = exampleMetrics();
  const zero = Object.fromEntries(Object.keys(metrics.current).map((key) => [key, 0]));
  return {
    ...metrics,
    current: zero as typeof metrics.current,
    previous: zero as typeof metrics.previous,
  };
};

export const Data: Story = {};
export const AdminWithStatusActions: Story = { args: { canChangeStatus: true } };
/** A share link without customer details: the search boxes name products only. */
export const SharedWithoutCustomerDetails: Story = { args: { customersHidden: true } };
export const Loading: Story = { args: { options: allAnswering('pending') } };
export const Empty: Story = {
  args: { options: { ...emptyOverview, metrics: success(zeroMetrics()) } },
};
export const Failed: Story = {
  args: { options: allAnswering(failure(503, 'unavailable', 'Service unavailable')) },
};
export const HistoryFailed: Story = {
  args: { options: { history: failure(500, 'internal', 'Internal Server Error') } },
};
