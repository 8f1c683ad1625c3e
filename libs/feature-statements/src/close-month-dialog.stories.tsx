import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseMonthDialog } from './close-month-dialog.tsx';
import { exampleAdminMonth } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/CloseMonthDialog',
  component: CloseMonthDialog,
  args: { month: exampleAdminMonth, saving: false, problem: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CloseMonthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOpenDisputes: Story = {};
export const NoOpenDisputes: Story = {
  args: { month: { ...exampleAdminMonth, open_disputes: 0 } },
};
export const Refused: Story = {
  args: { problem: '2026-02 must close before 2026-03' },
};
