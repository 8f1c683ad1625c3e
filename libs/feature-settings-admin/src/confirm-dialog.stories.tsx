import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

const meta = {
  title: 'feature-settings-admin/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Deactivate Casey Closer?',
    description:
      'They are signed out everywhere at once: their sessions end and their open pages stop updating. Their seat is freed.',
    confirmLabel: 'Deactivate',
    destructive: true,
    saving: false,
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<ConfirmDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = {
  args: {
    problem: 'is_active: Casey Closer is the last active admin; make someone else an admin first',
  },
};
export const NotDestructive: Story = {
  args: { title: 'Reactivate Casey Closer?', confirmLabel: 'Reactivate', destructive: false },
};
