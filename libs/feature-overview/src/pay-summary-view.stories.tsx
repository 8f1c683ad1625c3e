import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleCommissionSummary } from '@salesdash/data-access-api/testing';
import { PaySummaryView, type PaySummaryViewProps } from './pay-summary-view.tsx';

const meta = {
  title: 'feature-overview/PaySummaryView',
  component: PaySummaryView,
  args: { summary: exampleCommissionSummary(), onRetry: () => undefined },
} satisfies Meta<PaySummaryViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const AsAdmin: Story = { args: { onChangeRate: () => undefined } };
export const Loading: Story = { args: { summary: undefined, loading: true } };
export const NothingWaiting: Story = {
  args: {
    summary: exampleCommissionSummary({
      history: [],
      pending: { count: 0, amount: 0, estimated_commission: 0 },
      requests: [],
    }),
  },
};
export const NoSalesRole: Story = {
  args: { summary: exampleCommissionSummary({ rates: [], history: [] }) },
};
export const Failed: Story = { args: { summary: undefined, error: 'Failed to load Commisions' } };
