import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleCommissionHistory } from '@salesdash/data-access-api/testing';
import { CommissionHistoryPanel } from './commission-history-panel.tsx';

const meta = {
  title: 'feature-overview/CommissionHistoryPanel',
  component: CommissionHistoryPanel,
  args: { history: exampleCommissionHistory },
} satisfies Meta<typeof CommissionHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { history: undefined, loading: true } };
export const Empty: Story = {
  args: { history: exampleCommissionHistory.map((row) => ({ ...row, total_commission: 0 })) },
};
export const Failed: Story = {
  args: { history: undefined, error: 'Failed to load Commision History', onRetry: () => undefined },
};
