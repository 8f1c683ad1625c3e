import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleTransactionList } from '@salesdash/data-access-api/testing';
import { RecentSales } from './recent-sales.tsx';

const meta = {
  title: 'feature-overview/RecentSales',
  component: RecentSales,
  args: { sales: exampleTransactionList(5, 5).transactions },
} satisfies Meta<typeof RecentSales>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
/** A setter's: the deals they set. */
export const SetByMe: Story = {
  args: { sales: exampleTransactionList(5, 5, 'setter').transactions },
};
export const Loading: Story = { args: { sales: undefined, loading: true } };
export const Empty: Story = { args: { sales: [] } };
export const Failed: Story = {
  args: { sales: undefined, error: 'Failed to load Recent Sales', onRetry: () => undefined },
};
