import type { Meta, StoryObj } from '@storybook/react-vite';
import { MetricCard } from './metric-card.tsx';
import { MetricGroup } from './metric-group.tsx';

const cards = (
  <>
    <MetricCard
      label="New cash"
      format="money"
      current={18250}
      previous={15100}
      difference={0.2086}
    />
    <MetricCard
      label="Payment plans"
      format="money"
      current={6400}
      previous={7200}
      difference={-0.1111}
    />
    <MetricCard label="Revenue" format="money" current={52000} previous={0} difference={null} />
    <MetricCard
      label="Total cash"
      format="money"
      current={24650}
      previous={22300}
      difference={0.1054}
    />
    <MetricCard
      label="Commission"
      format="money"
      current={2465}
      previous={2230}
      difference={0.1054}
    />
    <MetricCard label="Closed deals" format="count" current={14} previous={14} difference={0} />
  </>
);

const meta = {
  title: 'ui-kit/MetricGroup',
  component: MetricGroup,
  args: { title: 'Cash', description: 'This month vs last month', children: cards },
  parameters: { viewport: { defaultViewport: 'responsive' } },
  decorators: [
    (Story) => (
      <div className="max-w-[1024px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  args: {
    children: ['New cash', 'Payment plans', 'Revenue', 'Total cash'].map((label) => (
      <MetricCard key={label} label={label} format="money" loading />
    )),
  },
};
export const Error: Story = {
  args: {
    children: ['New cash', 'Payment plans'].map((label) => (
      <MetricCard
        key={label}
        label={label}
        format="money"
        error="Failed to load Metrics"
        onRetry={() => undefined}
      />
    )),
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
