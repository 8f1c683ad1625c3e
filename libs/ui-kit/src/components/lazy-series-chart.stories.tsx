import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazySeriesChart } from './lazy-series-chart.tsx';

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];

const meta = {
  title: 'ui-kit/LazySeriesChart',
  component: LazySeriesChart,
  args: {
    series: [
      {
        id: 'solar',
        label: 'Solar Panels',
        points: days.map((date, index) => ({ date, value: 1200 + index * 300 })),
      },
      {
        id: 'roofing',
        label: 'Roofing',
        points: days.map((date, index) => ({ date, value: 800 - index * 100 })),
      },
    ],
    days,
    format: 'money',
    label: 'Revenue by product',
    mode: 'bar',
    className: 'max-w-[720px]',
  },
} satisfies Meta<typeof LazySeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
