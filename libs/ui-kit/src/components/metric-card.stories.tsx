import type { Meta, StoryObj } from '@storybook/react-vite';
import { MetricCard } from './metric-card.tsx';

const meta = {
  title: 'ui-kit/MetricCard',
  component: MetricCard,
  args: {
    label: 'Total cash collected',
    format: 'money',
    current: 48210,
    previous: 42890.5,
    difference: 0.124,
    className: 'max-w-60',
  },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { current: 38000, difference: -0.114 } };
export const LowerIsBetter: Story = {
  args: {
    label: 'No-show calls',
    format: 'count',
    current: 14,
    previous: 9,
    difference: 0.556,
    lowerIsBetter: true,
  },
};
export const Rate: Story = {
  args: {
    label: 'Show rate',
    format: 'percent',
    current: 0.7,
    previous: 0.62,
    difference: 0.129,
    explanation: 'Show rate = 42 taken ÷ 60 (taken + no-show)',
  },
};
export const Duration: Story = {
  args: {
    label: 'Average call duration',
    format: 'seconds',
    current: 245,
    previous: 245,
    difference: 0,
  },
};
export const New: Story = { args: { previous: 0, difference: null } };
export const NothingToCompare: Story = { args: { current: 0, previous: 0, difference: null } };
export const WithNote: Story = {
  args: {
    note: "$400.00 of November 2026's commission was paid in December 2026's statement as a late line.",
  },
};
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: 'Failed to load Metrics', onRetry: () => undefined } };
export const Dark: Story = { ...Rate, globals: { colorMode: 'dark' } };
