import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleMetrics } from '@salesdash/data-access-api/testing';
import { OverviewMetrics } from './overview-metrics.tsx';

const meta = {
  title: 'feature-overview/OverviewMetrics',
  component: OverviewMetrics,
  args: { metrics: exampleMetrics() },
} satisfies Meta<typeof OverviewMetrics>;

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
      const metrics = exampleMetrics();
      const zero = Object.fromEntries(Object.keys(metrics.current).map((key) => [key, 0]));
      return { ...metrics, current: zero as typeof metrics.current };
    })(),
  },
};
