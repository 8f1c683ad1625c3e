import type { Meta, StoryObj } from '@storybook/react-vite';
import { MetricBoard } from './metric-board.tsx';
import { metricBoardExample } from './metric-board-example.ts';

const meta = {
  title: 'ui-kit/MetricBoard',
  component: MetricBoard,
  args: { groups: metricBoardExample() },
} satisfies Meta<typeof MetricBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = {
  args: { groups: metricBoardExample({ figures: false }), loading: true },
};
export const Failed: Story = {
  args: {
    groups: metricBoardExample({ figures: false }),
    error: 'Failed to load Metrics',
    onRetry: () => undefined,
  },
};
export const Empty: Story = {
  args: {
    groups: metricBoardExample().map((group) => ({
      ...group,
      cards: group.cards.map((card) => ({ ...card, current: 0 })),
    })),
  },
};
