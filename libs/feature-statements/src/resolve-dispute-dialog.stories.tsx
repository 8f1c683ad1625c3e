import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResolveDisputeDialog } from './resolve-dispute-dialog.tsx';
import { exampleOpenDispute } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/ResolveDisputeDialog',
  component: ResolveDisputeDialog,
  args: {
    dispute: exampleOpenDispute,
    outcome: 'accepted',
    saving: false,
    problem: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ResolveDisputeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accept: Story = {};
export const Reject: Story = { args: { outcome: 'rejected' } };
export const Refused: Story = {
  args: { problem: { message: 'The dispute is already resolved' } },
};
