import type { Meta, StoryObj } from '@storybook/react-vite';
import { MetricBoard } from './metric-board.tsx';
import { metricBoardExample } from './metric-board-example.ts';

const meta = {
  title: 'ui-kit/MetricBoard',
  component: MetricBoard,
  args: { metrics: metricBoardExample() },
} satisfies Meta<typeof MetricBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { metrics: undefined, loading: true } };
export const Failed: Story = {
  args: { metrics: undefined, error: 'Failed to load Metrics', onRetry: () => undefined },
};
export const Empty: Story = {
  args: {
    metrics: (() => {
      const metrics = metricBoardExample();
      const zero = Object.fromEntries(Object.keys(metrics.current).map((key) => [key, 0]));
      return { ...metrics, current: zero as typeof metrics.current };
    })(),
  },
};
