import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArchiveDialog, type ArchiveDialogProps } from './archive-dialog.tsx';

const meta = {
  title: 'feature-settings-admin/ArchiveDialog',
  component: ArchiveDialog,
  args: {
    name: 'Coaching',
    kind: 'product',
    saving: false,
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<ArchiveDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Archive: Story = {};
export const Restore: Story = { args: { restore: true } };
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = {
  args: { problem: 'Someone changed this product since you opened it; reload and try again' },
};
