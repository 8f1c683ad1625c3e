import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyCommissionHistoryChart } from './lazy-commission-history-chart.tsx';

const meta = {
  title: 'ui-kit/LazyCommissionHistoryChart',
  component: LazyCommissionHistoryChart,
  args: {
    data: [
      { month: '2026-01', total_commission: 1820.5 },
      { month: '2026-02', total_commission: 2410 },
      { month: '2026-03', total_commission: 3105.25 },
    ],
    mode: 'bar',
    className: 'max-w-[720px]',
  },
} satisfies Meta<typeof LazyCommissionHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
