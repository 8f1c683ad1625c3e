import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReopenMonthDialog } from './reopen-month-dialog.tsx';

const meta = {
  title: 'feature-statements/ReopenMonthDialog',
  component: ReopenMonthDialog,
  args: { month: '2026-02', saving: false, problem: null, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReopenMonthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Refused: Story = {
  args: { problem: { message: 'Only the latest closed month reopens' } },
};
