import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminMonthStatus } from './admin-month-status.tsx';
import { exampleAdminMonth, exampleClosedAdminMonth } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/AdminMonthStatus',
  component: AdminMonthStatus,
  args: { month: exampleAdminMonth },
} satisfies Meta<typeof AdminMonthStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NotClosable: Story = {
  args: {
    month: { ...exampleAdminMonth, closable: false, not_closable_reason: 'March is not over yet' },
  },
};
export const BlockedByAnEarlierMonth: Story = {
  args: {
    month: {
      ...exampleAdminMonth,
      closable: false,
      not_closable_reason: '2025-06 is still open and has lines: close it first',
      blocking_month: '2025-06',
    },
    onOpenMonth: fn(),
  },
};
export const ClosedAfterReopening: Story = { args: { month: exampleClosedAdminMonth } };
