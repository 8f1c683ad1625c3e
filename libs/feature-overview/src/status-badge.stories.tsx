import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'feature-overview/StatusBadge',
  component: StatusBadge,
  args: { status: 'approved' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {[
        'pending',
        'approved',
        'rejected',
        'refunded',
        'scheduled',
        'taken',
        'no_show',
        'cancelled',
        'rescheduled',
      ].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
