import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { SalesTable } from './sales-table.tsx';
import {
  appointmentTableSpec,
  outboundTableSpec,
  transactionTableSpec,
} from './sales-table-specs.tsx';
import { emptyOverview, type OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = {
  options: OverviewRoutesOptions;
  table: 'transactions' | 'appointments' | 'outbound';
};

const subject = { kind: 'users', id: 7 } as const;
const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

const meta = {
  title: 'feature-overview/SalesTable',
  args: { options: {}, table: 'transactions' },
  render: ({ options, table }) => (
    <WithFakeOverviewApi options={options}>
      {table === 'transactions' ? (
        <SalesTable spec={transactionTableSpec()} subject={subject} range={range} />
      ) : table === 'appointments' ? (
        <SalesTable spec={appointmentTableSpec()} subject={subject} range={range} />
      ) : (
        <SalesTable spec={outboundTableSpec} subject={subject} range={range} />
      )}
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {};
export const Appointments: Story = { args: { table: 'appointments' } };
export const Outbound: Story = { args: { table: 'outbound' } };
export const Loading: Story = { args: { options: { transactions: 'pending' } } };
export const Empty: Story = { args: { options: emptyOverview } };
export const Failed: Story = {
  args: { options: { transactions: failure(500, 'internal', 'Internal Server Error') } },
};
