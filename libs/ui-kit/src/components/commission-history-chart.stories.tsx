import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card.tsx';
import { CommissionHistoryChart, type CommissionHistoryRow } from './commission-history-chart.tsx';

const totals = [1820.5, 2410, 0, 3105.25, 2950, 4120.8, 3890, 4410.1, 5230, 4870.45, 6120, 5480.3];
const history: CommissionHistoryRow[] = totals.map((total_commission, index) => {
  const month = ((index + 3) % 12) + 1;
  const year = index + 3 >= 12 ? 2026 : 2025;
  return { month: `${year}-${String(month).padStart(2, '0')}`, total_commission };
});

const meta = {
  title: 'ui-kit/CommissionHistoryChart',
  component: CommissionHistoryChart,
  args: { data: history },
  decorators: [
    (Story) => (
      <Card title="Commission history" padded className="max-w-[960px]">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof CommissionHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Bars: Story = { args: { mode: 'bar' } };
export const WithRefund: Story = {
  args: {
    mode: 'bar',
    data: history.map((row, index) => (index === 4 ? { ...row, total_commission: -850 } : row)),
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { data: history.map((row) => ({ ...row, total_commission: 0 })) },
};
export const Error: Story = {
  args: { error: 'Failed to load commission history', onRetry: () => undefined },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const DarkBars: Story = { args: { mode: 'bar' }, globals: { colorMode: 'dark' } };
