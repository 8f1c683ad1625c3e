import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DisputesInbox } from './disputes-inbox.tsx';
import { exampleOpenDispute, exampleRejectedDispute } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/DisputesInbox',
  component: DisputesInbox,
  args: {
    disputes: [exampleOpenDispute],
    loading: false,
    error: null,
    onRetry: fn(),
    showing: 'open',
    onShowingChange: fn(),
    onResolve: fn(),
  },
} satisfies Meta<typeof DisputesInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const ReadOnly: Story = { args: { onResolve: undefined } };
export const Resolved: Story = {
  args: { showing: 'resolved', disputes: [exampleRejectedDispute] },
};
export const Loading: Story = { args: { disputes: undefined, loading: true } };
export const Empty: Story = { args: { disputes: [] } };
export const LoadError: Story = {
  args: { disputes: undefined, error: 'Failed to load the disputes' },
};
