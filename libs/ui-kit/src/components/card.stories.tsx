import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: {
    title: 'Total cash collected',
    description: 'Current month vs previous',
    className: 'max-w-md',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <div>
        <p className="text-3xl font-semibold tabular-nums">$48,210.00</p>
        <p className="mt-1 text-sm font-medium text-positive">▲ 12.4% vs previous period</p>
      </div>
    ),
  },
};
export const WithActions: Story = {
  args: { actions: <Button size="sm" variant="secondary">Download</Button>, children: 'Content' },
};
export const Loading: Story = { args: { 'aria-busy': true, children: <Skeleton shape="text" lines={3} /> } };
export const Empty: Story = {
  args: { children: <EmptyState title="No sales yet" description="Nothing recorded in this period." /> },
};
export const Error: Story = {
  args: { children: <ErrorState message="Failed to load Metrics" onRetry={() => undefined} /> },
};
export const Bare: Story = { args: { title: undefined, description: undefined, children: 'A card without a header.' } };
export const Dark: Story = { ...Default, globals: { colorMode: 'dark' } };
