import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleTransactionListRow, failure } from '@salesdash/data-access-api/testing';
import { TransactionStatusAction } from './transaction-status-action.tsx';
import type { OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = { options: OverviewRoutesOptions; status: 'pending' | 'approved' | 'rejected' };

const meta = {
  title: 'feature-overview/TransactionStatusAction',
  args: { options: {}, status: 'pending' },
  render: ({ options, status }) => (
    <WithFakeOverviewApi options={options}>
      <TransactionStatusAction
        transaction={exampleTransactionListRow({ transaction_status: status })}
      />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approved: Story = { args: { status: 'approved' } };
export const Rejected: Story = { args: { status: 'rejected' } };
export const Refused: Story = {
  args: { options: { status: failure(403, 'forbidden', 'Forbidden') } },
};
